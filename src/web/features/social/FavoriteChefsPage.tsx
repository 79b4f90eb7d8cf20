import { RequireAuth } from '../../lib/RequireAuth';
import { notifyError, notifyMessage } from '../../lib/notify';
import { HomeButton, SocialList } from './SocialList';
import { usePageParam } from '../../lib/use-page-param';
import { fromForPage } from '#domain/pagination';
import { SocialChefCard } from './SocialChefCard';
import { SOCIAL_PAGE_SIZE, useFavoriteChefs, useRemoveFavoriteChef } from './social-api';

export function FavoriteChefsRoute() {
  return (
    <RequireAuth>
      <FavoriteChefsPage />
    </RequireAuth>
  );
}

function FavoriteChefsPage() {
  const [page, setPage] = usePageParam();
  const from = fromForPage(page, SOCIAL_PAGE_SIZE);
  const query = useFavoriteChefs(from);
  const remove = useRemoveFavoriteChef();
  return (
    <SocialList
      title="Favourite producers"
      intro="Chefs, restaurants, farmers and food trucks you saved."
      query={query}
      page={page}
      setPage={setPage}
      empty={{
        text: 'No favourite producers yet.',
        next: <HomeButton>Find producers near you</HomeButton>,
      }}
      itemKey={(c) => c.id}
      renderItem={(c) => (
        <SocialChefCard
          chef={c}
          actionLabel="Remove"
          actionAriaLabel={`Remove ${c.name} from favourites`}
          pending={remove.isPending && remove.variables === c.id}
          onAction={() =>
            remove.mutate(c.id, {
              onSuccess: (res) => res.message && notifyMessage(res.message),
              onError: (err) => notifyError(err.message),
            })
          }
        />
      )}
    />
  );
}
