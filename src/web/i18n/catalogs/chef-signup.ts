import type { PitchCatalog } from '../pitch-i18n';
import { messages as en } from './chef-signup/en.po';

// Decision 060: English in the page's chunk, Chinese in a chunk of its own, fetched when chosen.
export const chefSignUpPitch: PitchCatalog = { en, zh: () => import('./chef-signup/zh.po') };
