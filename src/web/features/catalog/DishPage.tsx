import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  CopyButton,
  Grid,
  Group,
  List,
  NumberInput,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { DishDetail, DishModifier } from '#contracts/catalog';
import { messages } from '#domain/messages';
import {
  canAddToCart,
  isSelectionValid,
  lineTotalCents,
  modifierRule,
  type Modifier,
  type ModifierSelections,
} from '#domain/modifiers';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  SPECIAL_INSTRUCTION_MAX,
  specialInstructionLeft,
  validateQuantity,
} from '#domain/quantity';
import { chefDisplayName } from '#domain/chef';
import { ApiError } from '../../lib/api';
import { formatMoney, formatTime } from '../../lib/format';
import { notifyError, notifyMessage } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { HeartIcon } from '../../components/icons';
import { StarRating } from '../../components/StarRating';
import { StatusChips } from '../../components/StatusChips';
import { useDish, useToggleDishFavorite, type DishRef } from './catalog-api';
import { AddToCart } from './AddToCart';
import { DishReviews } from './DishReviews';

const ChefMap = lazy(() => import('./ChefMap'));

/** /dish/:id and /food/:food_id. */
export function DishByIdPage() {
  const params = useParams();
  const id = params.id ?? params.food_id ?? '';
  return <DishScreen dishRef={{ by: 'id', id }} />;
}

/** /product/:slug. */
export function DishBySlugPage() {
  const { slug = '' } = useParams();
  return <DishScreen dishRef={{ by: 'slug', slug }} />;
}

function DishScreen({ dishRef }: { dishRef: DishRef }) {
  const { data, isLoading, isPending, error, refetch } = useDish(dishRef);

  if (isLoading || (isPending && !error)) return <DishSkeleton />;

  if (error || !data) {
    const notVisible = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {notVisible ? 'Dish not available' : 'Could not load the dish'}
        </Title>
        <Alert color={notVisible ? 'gray' : 'red'} role="alert" mb="md">
          {notVisible ? messages.dishLoadFailed : (error?.message ?? messages.dishLoadFailed)}
        </Alert>
        <Group>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
          {!notVisible && (
            <Button variant="default" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
        </Group>
      </Container>
    );
  }

  // A new dish (another id or slug) starts with fresh order controls.
  return <DishView key={data.dish.id} dish={data.dish} />;
}

function DishSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Stack role="status" aria-busy="true" aria-label="Loading dish">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={320} radius="md" />
            <Group mt="sm">
              <Skeleton height={56} width={72} />
              <Skeleton height={56} width={72} />
              <Skeleton height={56} width={72} />
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <Skeleton height={36} width="80%" />
              <Skeleton height={18} width="40%" />
              <Skeleton height={28} width="30%" />
              <Skeleton height={120} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function DishView({ dish }: { dish: DishDetail }) {
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <PhotoCarousel name={dish.name} photos={dish.photos} />
            {dish.videos.length > 0 && <Videos name={dish.name} videos={dish.videos} />}
            {dish.description && (
              <section aria-labelledby="dish-about">
                <Title order={2} size="h4" id="dish-about" mb="xs">
                  About this dish
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{dish.description}</Text>
              </section>
            )}
            <DishFacts dish={dish} />
            <DishReviews dishId={dish.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Stack gap={6}>
              <StatusChips badges={dish.badges} />
              <Title order={1}>{dish.name}</Title>
              <StarRating average={dish.rating.average} count={dish.rating.count} />
            </Stack>
            <Price dish={dish} />
            <Group gap="xs">
              <FavoriteButton dish={dish} />
            </Group>
            <ShareButtons name={dish.name} url={dish.shareUrl} />
            {dish.isOwner ? (
              <Alert color="gray" title="This is your dish">
                This is how customers see it. Ordering controls are hidden for you.
              </Alert>
            ) : (
              <OrderControls dish={dish} />
            )}
            <ChefContact dish={dish} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function PhotoCarousel({ name, photos }: { name: string; photos: DishDetail['photos'] }) {
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? photos[0];
  if (!current) {
    return (
      <Card withBorder radius="md" h={240} style={{ display: 'grid', placeItems: 'center' }}>
        <Text c="dimmed">No photos yet</Text>
      </Card>
    );
  }
  return (
    <section aria-label="Photos">
      <img
        src={current.url}
        alt={photos.length > 1 ? `${name}, photo ${index + 1} of ${photos.length}` : name}
        style={{
          width: '100%',
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          borderRadius: 8,
          display: 'block',
          background: 'var(--mantine-color-gray-1)',
        }}
      />
      {photos.length > 1 && (
        <Group gap="xs" mt="xs" wrap="nowrap" style={{ overflowX: 'auto' }} pb={4}>
          {photos.map((p, i) => (
            <UnstyledButton
              key={p.id}
              onClick={() => setIndex(i)}
              aria-label={`Show photo ${i + 1} of ${photos.length}`}
              aria-pressed={i === index}
              style={{
                flex: '0 0 auto',
                borderRadius: 6,
                outline:
                  i === index ? '3px solid var(--mantine-color-orange-6)' : '1px solid transparent',
                outlineOffset: 1,
              }}
            >
              <img
                src={p.url}
                alt=""
                width={72}
                height={54}
                style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </section>
  );
}

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)(\?|#|$)/i;

function Videos({ name, videos }: { name: string; videos: string[] }) {
  return (
    <section aria-labelledby="dish-videos">
      <Title order={2} size="h4" id="dish-videos" mb="xs">
        Videos
      </Title>
      <Stack gap="sm">
        {videos.map((url, i) => {
          const label = `${name}, video ${i + 1}`;
          return VIDEO_FILE.test(url) ? (
            <video
              key={url}
              src={url}
              controls
              preload="metadata"
              aria-label={label}
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
            />
          ) : (
            <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer nofollow">
              Watch video {i + 1}
            </Anchor>
          );
        })}
      </Stack>
    </section>
  );
}

function Price({ dish }: { dish: DishDetail }) {
  const unit = dish.priceUnit ? ` / ${dish.priceUnit}` : '';
  if (dish.lastCallPriceCents !== null) {
    return (
      <Stack gap={2}>
        <Group gap="sm" align="baseline">
          <Text size="xl" fw={700} c="orange">
            <VisuallyHidden>Last call price </VisuallyHidden>
            {formatMoney(dish.lastCallPriceCents)}
            {unit}
          </Text>
          <Text c="dimmed" td="line-through">
            <VisuallyHidden>Regular price </VisuallyHidden>
            {formatMoney(dish.priceCents)}
          </Text>
          <Badge color="red.9" variant="filled" radius="sm">
            Last call
          </Badge>
        </Group>
        {dish.lastCallEndsAt && (
          <Text size="sm" c="dimmed">
            Last call ends at {formatTime(dish.lastCallEndsAt)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Text size="xl" fw={700}>
      {formatMoney(dish.priceCents)}
      {unit}
    </Text>
  );
}

function FavoriteButton({ dish }: { dish: DishDetail }) {
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

function ShareButtons({ name, url }: { name: string; url: string }) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${name} on Potluck`);
  const links = [
    { label: 'E-mail', href: `mailto:?subject=${text}&body=${u}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
  return (
    <Group gap="xs" component="nav" aria-label="Share this dish">
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy}>
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
      {links.map((l) => (
        <Button
          key={l.label}
          size="xs"
          variant="subtle"
          component="a"
          href={l.href}
          target={l.href.startsWith('mailto:') ? undefined : '_blank'}
          rel="noopener noreferrer"
          aria-label={`Share by ${l.label}`}
        >
          {l.label}
        </Button>
      ))}
    </Group>
  );
}

/** The API lists only available options; the domain rules take that flag explicitly. */
function toDomainModifier(m: DishModifier): Modifier {
  return { ...m, options: m.options.map((o) => ({ ...o, available: true })) };
}

function OrderControls({ dish }: { dish: DishDetail }) {
  const [quantity, setQuantity] = useState<number | string>(1);
  const [instructions, setInstructions] = useState('');
  const [selections, setSelections] = useState<Record<string, string[]>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const qty = typeof quantity === 'number' ? quantity : Number.parseFloat(quantity);
  const quantityError = validateQuantity(qty);
  const domainModifiers = dish.modifiers.map(toDomainModifier);
  const left = specialInstructionLeft(instructions);
  const select = (modifierId: string, ids: string[]) => {
    setSelections((s) => ({ ...s, [modifierId]: ids }));
    setTouched((t) => ({ ...t, [modifierId]: true }));
  };
  const unitCents = dish.lastCallPriceCents ?? dish.priceCents;
  const sel: ModifierSelections = selections;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="dish-order">
      <Stack gap="md">
        <Title order={2} size="h4" id="dish-order">
          Your order
        </Title>
        {!dish.orderable && <Alert color="gray">This dish cannot be ordered right now.</Alert>}
        <NumberInput
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          clampBehavior="none"
          allowDecimal={false}
          error={quantityError}
          w={160}
        />
        {dish.modifiers.map((m, i) => {
          const domain = domainModifiers[i]!;
          return (
            <ModifierField
              key={m.id}
              modifier={m}
              selected={selections[m.id] ?? []}
              valid={isSelectionValid(domain, selections[m.id] ?? [])}
              touched={touched[m.id] ?? false}
              onChange={(ids) => select(m.id, ids)}
            />
          );
        })}
        <Textarea
          label="Special instructions"
          value={instructions}
          onChange={(e) => setInstructions(e.currentTarget.value.slice(0, SPECIAL_INSTRUCTION_MAX))}
          maxLength={SPECIAL_INSTRUCTION_MAX}
          autosize
          minRows={2}
          description={`${left} of ${SPECIAL_INSTRUCTION_MAX} characters left`}
        />
        {quantityError === null && (
          <Text fw={600} aria-live="polite">
            Total for {qty}: {formatMoney(lineTotalCents(unitCents, qty, domainModifiers, sel))}
          </Text>
        )}
        <AddToCart
          dish={dish}
          quantity={qty}
          selections={selections}
          instructions={instructions}
          ready={canAddToCart(qty, domainModifiers, sel)}
        />
      </Stack>
    </Card>
  );
}

function ModifierField({
  modifier: m,
  selected,
  valid,
  touched,
  onChange,
}: {
  modifier: DishModifier;
  selected: string[];
  valid: boolean;
  touched: boolean;
  onChange: (ids: string[]) => void;
}) {
  const rule = modifierRule(m);
  const need = m.min === m.max ? `Choose ${m.min}` : `Choose ${m.min} to ${m.max}`;
  // Validity per modifier (domain isSelectionValid): an error once touched, else a hint.
  const error = !valid && (touched || selected.length > 0) ? need : undefined;
  const state = valid
    ? selected.length > 0
      ? ' · Selection complete'
      : ''
    : error
      ? ''
      : ` · ${need}`;
  const description = `${rule.label} · ${rule.maxLabel}${state}`;
  const optionLabel = (o: DishModifier['options'][number]) =>
    o.priceCents > 0 ? `${o.name} (+${formatMoney(o.priceCents)})` : o.name;

  if (m.options.length === 0) {
    return (
      <Stack gap={2}>
        <Text fw={500} size="sm">
          {m.name}
        </Text>
        <Text size="xs" c="dimmed">
          {description} · no options available right now
        </Text>
      </Stack>
    );
  }

  if (rule.singleChoice) {
    return (
      <Radio.Group
        label={m.name}
        description={description}
        value={selected[0] ?? null}
        onChange={(v) => onChange([v])}
        error={error}
        withAsterisk={rule.required}
      >
        <Stack gap={6} mt={6}>
          {m.options.map((o) => (
            <Radio key={o.id} value={o.id} label={optionLabel(o)} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  const full = selected.length >= m.max;
  return (
    <Checkbox.Group
      label={m.name}
      description={description}
      value={selected}
      onChange={onChange}
      error={error}
      withAsterisk={rule.required}
    >
      <Stack gap={6} mt={6}>
        {m.options.map((o) => (
          <Checkbox
            key={o.id}
            value={o.id}
            label={optionLabel(o)}
            disabled={full && !selected.includes(o.id)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function DishFacts({ dish }: { dish: DishDetail }) {
  const origins = [dish.cuisine?.name, ...dish.origins].filter(
    (v, i, all): v is string => !!v && all.indexOf(v) === i,
  );
  return (
    <Stack gap="md">
      {dish.ingredients.length > 0 && (
        <section aria-labelledby="dish-ingredients">
          <Title order={2} size="h4" id="dish-ingredients" mb="xs">
            Ingredients
          </Title>
          <List size="sm" spacing={2}>
            {dish.ingredients.map((x) => (
              <List.Item key={x}>{x}</List.Item>
            ))}
          </List>
        </section>
      )}
      {dish.diets.length > 0 && (
        <section aria-labelledby="dish-diets">
          <Title order={2} size="h4" id="dish-diets" mb="xs">
            Diets
          </Title>
          <TagList items={dish.diets} color="teal.9" />
        </section>
      )}
      {origins.length > 0 && (
        <section aria-labelledby="dish-cuisine">
          <Title order={2} size="h4" id="dish-cuisine" mb="xs">
            Cuisine
          </Title>
          <TagList items={origins} color="orange" />
        </section>
      )}
      {dish.categories.length > 0 && (
        <section aria-labelledby="dish-categories">
          <Title order={2} size="h4" id="dish-categories" mb="xs">
            Categories
          </Title>
          <TagList items={dish.categories} color="gray.8" />
        </section>
      )}
      {(dish.netWeight || dish.totalServing || dish.leadTimeMinutes) && (
        <Stack gap={2}>
          {dish.netWeight && <Text size="sm">Net weight: {dish.netWeight}</Text>}
          {dish.totalServing !== null && <Text size="sm">Servings: {dish.totalServing}</Text>}
          {dish.leadTimeMinutes !== null && (
            <Text size="sm">Ready in about {dish.leadTimeMinutes} minutes</Text>
          )}
        </Stack>
      )}
      <Group gap="md">
        <Anchor component={Link} to={`/dish/label/${dish.id}`} size="sm">
          Printable label
        </Anchor>
      </Group>
    </Stack>
  );
}

function TagList({ items, color }: { items: string[]; color: string }) {
  return (
    <Group gap={6} role="list">
      {items.map((x) => (
        <Badge key={x} role="listitem" variant="outline" color={color} radius="sm" tt="none">
          {x}
        </Badge>
      ))}
    </Group>
  );
}

function ChefContact({ dish }: { dish: DishDetail }) {
  const c = dish.chef;
  const name = chefDisplayName(c);
  const website = c.website && /^https?:\/\//i.test(c.website) ? c.website : null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="dish-chef">
      <Stack gap="xs">
        <Title order={2} size="h4" id="dish-chef">
          From the chef
        </Title>
        <Anchor component={Link} to={`/chef/${c.id}`} fw={600}>
          {name}
        </Anchor>
        {c.businessName && c.businessName !== c.name && (
          <Text size="sm" c="dimmed">
            {c.name}
          </Text>
        )}
        {c.title && <Text size="sm">{c.title}</Text>}
        {c.businessPhone && (
          <Text size="sm">
            Phone:{' '}
            <Anchor href={`tel:${c.businessPhone.replace(/[^+0-9]/g, '')}`}>
              {c.businessPhone}
            </Anchor>
          </Text>
        )}
        {c.businessEmail && (
          <Text size="sm">
            E-mail: <Anchor href={`mailto:${c.businessEmail}`}>{c.businessEmail}</Anchor>
          </Text>
        )}
        {website && (
          <Text size="sm">
            Website:{' '}
            <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow">
              {website.replace(/^https?:\/\//i, '')}
            </Anchor>
          </Text>
        )}
        {c.latitude !== null && c.longitude !== null && (
          <Suspense fallback={<Skeleton height={220} radius="md" />}>
            <ChefMap
              latitude={c.latitude}
              longitude={c.longitude}
              label={`Map showing where ${name} is`}
            />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}
