import { RequireAuth } from '../../lib/RequireAuth';
import { notifyError, notifyMessage } from '../../lib/notify';
import { HomeButton, SocialList, usePageParam } from './SocialList';
import { SocialChefCard } from './SocialChefCard';
import { useFavoriteChefs, useRemoveFavoriteChef } from './social-api';

export function FavoriteChefsRoute() {
  return (
    <RequireAuth>
      <FavoriteChefsPage />
    </RequireAuth>
  );
}

function FavoriteChefsPage() {
  const [page, setPage, from] = usePageParam();
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
