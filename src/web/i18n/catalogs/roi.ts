import type { PitchCatalog } from '../pitch-i18n';
import { messages as en } from './roi/en.po';

// Decision 060: English in the page's chunk, Chinese in a chunk of its own, fetched when chosen.
export const roiPitch: PitchCatalog = { en, zh: () => import('./roi/zh.po') };
