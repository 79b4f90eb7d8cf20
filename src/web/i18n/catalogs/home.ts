import type { PitchCatalog } from '../pitch-i18n';
import { messages as en } from './home/en.po';

// Decision 060: English in the page's chunk, Chinese in a chunk of its own, fetched when chosen.
export const homePitch: PitchCatalog = { en, zh: () => import('./home/zh.po') };
