import { RequireAuth } from '../../lib/RequireAuth';
import { notifyError, notifyMessage } from '../../lib/notify';
import { HomeButton, SocialList } from './SocialList';
import { usePageParam } from '../../lib/use-page-param';
import { fromForPage } from '#domain/pagination';
import { SocialChefCard } from './SocialChefCard';
import { SOCIAL_PAGE_SIZE, useFollowedChefs, useUnfollowChef } from './social-api';

export function FollowingChefsRoute() {
  return (
    <RequireAuth>
      <FollowingChefsPage />
    </RequireAuth>
  );
}

function FollowingChefsPage() {
  const [page, setPage] = usePageParam();
  const from = fromForPage(page, SOCIAL_PAGE_SIZE);
  const query = useFollowedChefs(from);
  const unfollow = useUnfollowChef();
  return (
    <SocialList
      title="Followings"
      intro="Chefs you follow. Follower-only menus of these chefs are open to you."
      query={query}
      page={page}
      setPage={setPage}
      empty={{
        text: "You don't follow any chef yet.",
        next: <HomeButton>Discover chefs near you</HomeButton>,
      }}
      itemKey={(c) => c.id}
      renderItem={(c) => (
        <SocialChefCard
          chef={c}
          actionLabel="Unfollow"
          actionAriaLabel={`Unfollow ${c.name}`}
          pending={unfollow.isPending && unfollow.variables === c.id}
          onAction={() =>
            unfollow.mutate(c.id, {
              onSuccess: (res) => res.message && notifyMessage(res.message),
              onError: (err) => notifyError(err.message),
            })
          }
        />
      )}
    />
  );
}
