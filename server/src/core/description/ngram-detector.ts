import { eld } from 'eld/extrasmall';
import type { NgramAnswer } from './detect-language';

/**
 * The eld n-gram detector (its smallest data set), which `detect-language.ts` asks about longer
 * Latin-script text when the function words do not settle it. A static import, so that tests and
 * scripts run the sources as they are; the bundles replace this module with one that requires a
 * bundle of its own on the first call (see scripts/build.mjs): eld's data costs about 85 MB and
 * 0.2 s to load, which a workspace whose descriptions the function words settle never pays.
 */
export function loadNgramDetector(): (prose: string) => NgramAnswer {
  return (prose) => {
    const result = eld.detect(prose);
    return {
      language: result.language,
      get reliable() {
        return result.isReliable();
      },
    };
  };
}
