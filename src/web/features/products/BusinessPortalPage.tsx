import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Image,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { BusinessStatus } from '#contracts/products';
import type { BusinessMenu } from '#contracts/menus';
import type { BusinessModifier } from '#contracts/modifiers';
import { dishBadgeLabels } from '#domain/dish-status';
import { messages } from '#domain/messages';
import { modifierDeleteWarning } from '#domain/products';
import { PagePicker } from '../../components/PagePicker';
import { formatDate, formatMoney } from '../../lib/format';
import { APPROVAL_HOURS } from '#domain/onboarding';
import { notifyError } from '../../lib/notify';
import { usePageParam } from '../../lib/use-page-param';
import { errorMessage } from '../../lib/useFormSubmit';
import { BusinessGuard } from './BusinessGuard';
import { CookingStatusSwitch } from '../../components/CookingStatusSwitch';
import { SalesSummary } from './SalesSummary';
import { ConfirmDeleteDialog, PortalListFrame, RowActions, useConfirmAction } from './portal-list';
import type { PortalTab } from './editor-exit';
import {
  PRODUCTS_PER_PAGE,
  useDeleteMenu,
  useDeleteModifier,
  useDeleteProduct,
  useMyMenus,
  useMyModifiers,
  useMyProducts,
  useReorderMenus,
} from './products-api';

export const NO_MODIFIERS_TEXT = 'No Modifiers Found';
/** The onboarding wizard, which is also where a set-up chef changes their business settings. */
const SETUP_PATH = '/chef/apply';

const TABS: PortalTab[] = ['products', 'menus', 'modifiers'];

export function BusinessPortalRoute() {
  return (
    <BusinessGuard>
      <BusinessPortalPage />
    </BusinessGuard>
  );
}

const statusLabel = {
  cooking: dishBadgeLabels.cookingNow,
  available: 'Ready',
  sold_out: 'Sold out',
};

function BusinessPortalPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: PortalTab = TABS.includes(raw as PortalTab) ? (raw as PortalTab) : 'products';
  const [page] = usePageParam();
  const products = useMyProducts(page);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Business portal</Title>
        {products.data && <ApprovalStatus business={products.data.business} />}
        {products.data?.business.approvalStatus === 'approved' && <CookingStatusSwitch />}
        <SalesSummary />
        <BusinessSettingsLinks />
        <Anchor component={Link} to="/business/live" fw={600}>
          Go live: cook on camera while buyers watch and order
        </Anchor>
        <Anchor component={Link} to="/business/calendar" fw={600}>
          Calendar: orders placed for later
        </Anchor>
        <Anchor component={Link} to="/business/last-calls" fw={600}>
          Last calls: discount dishes near closing
        </Anchor>
        <Anchor component={Link} to="/business/coupons" fw={600}>
          Coupons: codes for money off
        </Anchor>
        <Anchor component={Link} to="/business/campaigns" fw={600}>
          Campaigns: dishes on sale for a while
        </Anchor>
        <Anchor component={Link} to="/profile#album" fw={600}>
          Photo album: show buyers your kitchen and your food
        </Anchor>
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = new URLSearchParams();
            if (value && value !== 'products') next.set('tab', value);
            setParams(next);
          }}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="products">Products</Tabs.Tab>
            <Tabs.Tab value="menus">Menus</Tabs.Tab>
            <Tabs.Tab value="modifiers">Modifiers</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="products" pt="lg">
            <ProductsTab query={products} />
          </Tabs.Panel>
          <Tabs.Panel value="menus" pt="lg">
            <MenusTab />
          </Tabs.Panel>
          <Tabs.Panel value="modifiers" pt="lg">
            <ModifiersTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function ApprovalStatus({ business }: { business: BusinessStatus }) {
  if (business.approvalStatus === 'approved') {
    return (
      <Alert color="teal" title="Your business is approved">
        Your products can be found and ordered.
      </Alert>
    );
  }
  if (business.approvalStatus === 'rejected') {
    return (
      <Alert color="red" title="Your application was not approved">
        Buyers cannot order your products. Read the reason, update your business details and{' '}
        <Anchor component={Link} to={`${SETUP_PATH}?step=go_live`}>
          submit again
        </Anchor>
        .
      </Alert>
    );
  }
  if (business.submittedAt) {
    return (
      <Alert color="orange" title="Waiting for approval">
        Your application was submitted on {formatDate(business.submittedAt)} and is waiting for
        approval, which takes up to about {APPROVAL_HOURS} hours. Buyers can see your products but
        cannot order them yet; keep building your catalogue meanwhile.
      </Alert>
    );
  }
  return (
    <Alert color="orange" title="Finish setting up">
      Buyers can see your products but cannot order them until your business is approved. Keep
      building your catalogue, and{' '}
      <Anchor component={Link} to={SETUP_PATH} c="inherit" fw={700} underline="always">
        finish setting up and submit for approval
      </Anchor>{' '}
      (approval takes up to about {APPROVAL_HOURS} hours).
    </Alert>
  );
}

/** The wizard's steps double as the business settings once the chef is set up. */
const SETTINGS_LINKS = [
  { step: 'profile', label: 'Profile, addresses and hours' },
  { step: 'finance', label: 'Deposit account and commission' },
  { step: 'order_settings', label: 'Order settings' },
] as const;

function BusinessSettingsLinks() {
  return (
    <nav aria-label="Business settings">
      <Group gap="lg" wrap="wrap">
        <Text fw={600}>Business settings:</Text>
        {SETTINGS_LINKS.map((l) => (
          <Anchor key={l.step} component={Link} to={`${SETUP_PATH}?step=${l.step}`}>
            {l.label}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}

function ProductsTab({ query }: { query: ReturnType<typeof useMyProducts> }) {
  const [page, setPage] = usePageParam();
  const del = useConfirmAction<{ id: string; name: string }>(
    useDeleteProduct(),
    'Could not delete the product.',
  );
  const { data } = query;
  return (
    <>
      <PortalListFrame
        noun="product"
        intro="Dishes and products buyers can order from you."
        addTo="/business/products/new"
        query={query}
        isEmpty={data?.products.length === 0}
        empty={messages.noItemsFound}
      >
        <ItemList label="Products">
          {data?.products.map((p) => (
            <Card component="li" key={p.id} withBorder radius="md" padding="sm">
              <Group wrap="nowrap" align="center">
                {p.photoUrl ? (
                  <Image src={p.photoUrl} alt="" w={64} h={64} radius="sm" fit="cover" />
                ) : (
                  <Skeleton w={64} h={64} radius="sm" animate={false} aria-hidden />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor component={Link} to={`/business/products/${p.id}`} fw={600} truncate>
                    {p.name}
                  </Anchor>
                  <Group gap="xs">
                    <Text size="sm">
                      {formatMoney(p.priceCents)}
                      {p.priceUnit ? ` / ${p.priceUnit}` : ''}
                    </Text>
                    <Badge variant="outline" color="gray.8">
                      {statusLabel[p.status]}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {p.amountLeft === -1 ? 'Unlimited' : `${p.amountLeft} left`}
                    </Text>
                    {p.visibility === 'private' && <Flag>Private</Flag>}
                  </Group>
                </Stack>
                <RowActions
                  name={p.name}
                  editTo={`/business/products/${p.id}`}
                  onDelete={() => del.ask({ id: p.id, name: p.name })}
                />
              </Group>
            </Card>
          ))}
        </ItemList>
      </PortalListFrame>
      {data && (
        <PagePicker
          total={Math.ceil(data.total / PRODUCTS_PER_PAGE)}
          value={page}
          onChange={setPage}
          label="Product pages"
        />
      )}
      <ConfirmDeleteDialog
        del={del}
        noun="product"
        warning={(p) =>
          `"${p?.name ?? ''}" will be removed from your menus and can no longer be ordered.`
        }
      />
    </>
  );
}

/** The list of a tab's items. */
function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** A small outlined mark on a row: Private, Inactive, Followers only. */
function Flag({ children }: { children: ReactNode }) {
  return (
    <Badge variant="outline" color="gray.8">
      {children}
    </Badge>
  );
}

/** Menus in order, sub-menus indented under their parent. */
function orderedMenus(menus: BusinessMenu[]): { menu: BusinessMenu; depth: number }[] {
  const ids = new Set(menus.map((m) => m.id));
  const out: { menu: BusinessMenu; depth: number }[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const m of menus) {
      const parent = m.parentId && ids.has(m.parentId) ? m.parentId : null;
      if (parent === parentId && !out.some((o) => o.menu.id === m.id)) {
        out.push({ menu: m, depth });
        if (depth < 10) visit(m.id, depth + 1);
      }
    }
  };
  visit(null, 0);
  return out;
}

function MenusTab() {
  const query = useMyMenus();
  const reorder = useReorderMenus();
  const del = useConfirmAction<BusinessMenu>(useDeleteMenu(), 'Could not delete the menu.');
  const menus = query.data?.menus ?? [];

  const move = async (index: number, by: -1 | 1) => {
    const ids = menus.map((m) => m.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    try {
      await reorder.mutateAsync(ids);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not reorder your menus.'));
    }
  };

  return (
    <>
      <PortalListFrame
        noun="menu"
        intro="Group your products into menus; nest menus under a parent menu."
        addTo="/business/menus/new"
        query={query}
        isEmpty={menus.length === 0}
        empty={messages.noMenusFound}
      >
        <ItemList label="Menus">
          {orderedMenus(menus).map(({ menu, depth }) => {
            const index = menus.findIndex((m) => m.id === menu.id);
            return (
              <Card
                component="li"
                key={menu.id}
                withBorder
                radius="md"
                padding="sm"
                ml={depth * 24}
              >
                <Group wrap="nowrap">
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Anchor component={Link} to={`/business/menus/${menu.id}`} fw={600} truncate>
                      {menu.name}
                    </Anchor>
                    <Group gap="xs">
                      <Text size="sm" c="dimmed">
                        {menu.type === 'parent'
                          ? 'Parent menu'
                          : `${menu.items.length} ${menu.items.length === 1 ? 'product' : 'products'}`}
                      </Text>
                      {!menu.isActive && <Flag>Inactive</Flag>}
                      {!menu.isPublic && <Flag>Private</Flag>}
                      {menu.followerOnly && <Flag>Followers only</Flag>}
                      <Text size="sm" c="dimmed">
                        {menu.availability.mode === 'custom'
                          ? `${menu.availability.from}–${menu.availability.to}`
                          : 'Business hours'}
                      </Text>
                    </Group>
                  </Stack>
                  <RowActions
                    name={menu.name}
                    editTo={`/business/menus/${menu.id}`}
                    onDelete={() => del.ask(menu)}
                  >
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${menu.name} up`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => void move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${menu.name} down`}
                      disabled={index === menus.length - 1 || reorder.isPending}
                      onClick={() => void move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                  </RowActions>
                </Group>
              </Card>
            );
          })}
        </ItemList>
      </PortalListFrame>
      <ConfirmDeleteDialog
        del={del}
        noun="menu"
        warning={(m) =>
          `"${m?.name ?? ''}" will be deleted. Its products stay in your catalogue; its sub-menus move to the top level.`
        }
      />
    </>
  );
}

function ModifiersTab() {
  const query = useMyModifiers();
  const del = useConfirmAction<BusinessModifier>(
    useDeleteModifier(),
    'Could not delete the modifier.',
  );
  const modifiers = query.data?.modifiers ?? [];
  return (
    <>
      <PortalListFrame
        noun="modifier"
        intro="Choices buyers make on a product: sizes, sauces, extras."
        addTo="/business/modifiers/new"
        query={query}
        isEmpty={modifiers.length === 0}
        empty={NO_MODIFIERS_TEXT}
      >
        <ItemList label="Modifiers">
          {modifiers.map((m) => (
            <Card component="li" key={m.id} withBorder radius="md" padding="sm">
              <Group wrap="nowrap">
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor component={Link} to={`/business/modifiers/${m.id}`} fw={600} truncate>
                    {m.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {m.required ? `${m.min} Required` : 'Optional'} · Max {m.max} ·{' '}
                    {m.options.map((o) => o.name).join(', ')} · Used by {m.productsCount}{' '}
                    {m.productsCount === 1 ? 'product' : 'products'}
                  </Text>
                </Stack>
                <RowActions
                  name={m.name}
                  editTo={`/business/modifiers/${m.id}`}
                  onDelete={() => del.ask(m)}
                />
              </Group>
            </Card>
          ))}
        </ItemList>
      </PortalListFrame>
      <ConfirmDeleteDialog
        del={del}
        noun="modifier"
        warning={(m) => modifierDeleteWarning(m?.productsCount ?? 0)}
      />
    </>
  );
}
