import { createHash } from 'node:crypto';
import type { SocialProvider } from '#domain/social-sign-in';
import { DEMO_EMAILS } from '../../db/seed/accounts.ts';

/** A person the local provider can sign in as: what the tester picks on its consent page. */
export interface LocalIdentity {
  /** The provider's subject (OpenID `sub`, Facebook's id, X's user id). */
  id: string;
  name: string;
  /** X shares no e-mail; some Facebook people keep theirs private. */
  email: string | null;
  emailVerified: boolean;
  /** X's @handle. */
  username?: string;
}

// Each stand-in lists people of every kind a sign-in must handle: a new person, one whose
// verified e-mail is a demo account's (linking), one without e-mail, one with an unverified one.
const presets: Record<SocialProvider, LocalIdentity[]> = {
  google: [
    { id: 'g-ava', name: 'Ava Patel', email: 'ava.patel@gmail.example', emailVerified: true },
    { id: 'g-casey', name: 'Casey Morgan', email: DEMO_EMAILS.customer, emailVerified: true },
    {
      id: 'g-uma',
      name: 'Uma Unverified',
      email: 'uma.unverified@gmail.example',
      emailVerified: false,
    },
  ],
  facebook: [
    { id: 'fb-1001', name: 'Noor Haddad', email: 'noor.haddad@fb.example', emailVerified: true },
    { id: 'fb-1002', name: 'Casey Morgan', email: DEMO_EMAILS.customer, emailVerified: true },
    { id: 'fb-1003', name: 'Lee Private', email: null, emailVerified: false },
  ],
  x: [
    { id: 'x-2001', name: 'Riley Quinn', email: null, emailVerified: false, username: 'rileyq' },
    { id: 'x-2002', name: 'Jordan Blake', email: null, emailVerified: false, username: 'jblake' },
  ],
};

export function presetIdentities(provider: SocialProvider): LocalIdentity[] {
  return presets[provider];
}

/**
 * Someone the tester types in ("Someone else"): the same name and e-mail always make the same
 * subject, so signing in as them again is a returning sign-in. X never shares the e-mail.
 */
export function customIdentity(
  provider: SocialProvider,
  name: string,
  email: string | null,
): LocalIdentity {
  const key = `${name.trim().toLowerCase()}|${email?.trim().toLowerCase() ?? ''}`;
  const id = `${provider}-custom-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
  const username =
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 15) || 'someone';
  return provider === 'x'
    ? { id, name: name.trim(), email: null, emailVerified: false, username }
    : { id, name: name.trim(), email: email?.trim() || null, emailVerified: Boolean(email) };
}

/** The people of one local provider: the presets and whoever the tester typed in. */
export class LocalIdentityBook {
  private readonly custom = new Map<string, LocalIdentity>();

  constructor(readonly provider: SocialProvider) {}

  presets(): LocalIdentity[] {
    return presetIdentities(this.provider);
  }

  add(name: string, email: string | null): LocalIdentity {
    const identity = customIdentity(this.provider, name, email);
    this.custom.set(identity.id, identity);
    return identity;
  }

  find(id: string): LocalIdentity | undefined {
    return this.presets().find((p) => p.id === id) ?? this.custom.get(id);
  }
}
