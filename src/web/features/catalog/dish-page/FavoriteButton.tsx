import { useLocation, useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';
import { notifyError, notifyMessage } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { HeartIcon } from '../../../components/icons';
import { useToggleDishFavorite } from '../catalog-api';

/** Adds or removes the dish from the person's favourites; a guest signs in first. */
export function FavoriteButton({ dish }: { dish: DishDetail }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleDishFavorite(dish.id);
  const onClick = () => {
    if (!user) {
      const back = `${location.pathname}${location.search}`;
      void navigate(`/signin?redirect=${encodeURIComponent(back)}`);
      return;
    }
    toggle.mutate(!dish.isFavorite, {
      onSuccess: (res) => {
        if (res.message) notifyMessage(res.message);
      },
      onError: (err) => notifyError(err.message),
    });
  };
  return (
    <Button
      variant={dish.isFavorite ? 'filled' : 'default'}
      leftSection={<HeartIcon size={18} fill={dish.isFavorite ? 'currentColor' : 'none'} />}
      aria-pressed={dish.isFavorite}
      loading={toggle.isPending}
      onClick={onClick}
    >
      {dish.isFavorite ? 'Remove from favourites' : 'Add to favourites'}
    </Button>
  );
}
