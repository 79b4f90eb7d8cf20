// A chef's order settings (spec §3 business settings). The checkout previews with them and
// the server enforces them; a chef who never saved settings is on these defaults.

export interface ChefOrderSettings {
  minimumOrderCents: number;
  defaultLeadTimeMinutes: number;
  disablePreOrder: boolean;
  offersPickup: boolean;
  offersDelivery: boolean;
  commissionStructure: 'commission_15' | 'service_fee_15';
}

/** Pickup only, no minimum, no lead time, pre-orders allowed, 15% commission. */
export const DEFAULT_ORDER_SETTINGS: Readonly<ChefOrderSettings> = {
  minimumOrderCents: 0,
  defaultLeadTimeMinutes: 0,
  disablePreOrder: false,
  offersPickup: true,
  offersDelivery: false,
  commissionStructure: 'commission_15',
};
