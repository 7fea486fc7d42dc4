import { LOCALE_DIRECTIONS } from 'contracts/languages';
import { Suspense } from 'react';
import { LocaleContext, loadTexts } from 'shared-ui';
import type { LoadLocale, StoryPreviewProps } from 'shared-ui/federation';
import { StoryContent } from '../features/news/components/story-page';
import { newsText } from '../features/news/news-text';
import { marketingMessages } from '../messages';

/**
 * ./StoryPreview: a story as its public page shows it, in the language asked (whatever the
 * page's), for the staff console's story editor, which renders it beside the form as the
 * marketing team types (marketing keeps owning how a story looks). It reads nothing from the API.
 */
export default function StoryPreview({ story, locale }: StoryPreviewProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <div lang={locale} dir={LOCALE_DIRECTIONS[locale]}>
        {/* The other language's text loads on the first switch to it. */}
        <Suspense fallback={null}>
          <StoryContent story={story} preview />
        </Suspense>
      </div>
    </LocaleContext.Provider>
  );
}

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, newsText]);
