import type { PitchCatalog } from '../pitch-i18n';
import { messages as en } from './why-us/en.po';

// Decision 060: English in the page's chunk, Chinese in a chunk of its own, fetched when chosen.
export const whyUsPitch: PitchCatalog = { en, zh: () => import('./why-us/zh.po') };
