// Stripe.js is loaded from js.stripe.com by script tag, and only when the server is set up
// for Stripe (PCI rules require loading it from Stripe, and the local processor needs none).

const STRIPE_JS_URL = 'https://js.stripe.com/v3';

/** The small part of Stripe.js this app uses. */
export interface StripeCardElement {
  mount(el: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (e: { error?: { message: string } }) => void): void;
}
export interface StripeJs {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<{
    setupIntent?: { payment_method: string | { id: string } | null };
    error?: { message?: string };
  }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

let loading: Promise<StripeFactory> | null = null;

export function loadStripe(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const w = window as unknown as { Stripe?: StripeFactory };
    if (w.Stripe) return resolve(w.Stripe);
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      w.Stripe ? resolve(w.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  return loading.then((factory) => factory(publishableKey));
}
