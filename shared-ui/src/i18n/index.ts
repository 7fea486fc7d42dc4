export { LocaleContext, useIntlLocale, useLocale } from './locale';
export { keepRenderedText, type LocaleLoaders, type Localized, loadTexts, localized, type RenderedText } from './localized';
export { Link, NavLink, useLocalePath, useNavigate } from './localized-links';
export { defineMessages, type Messages, type MessageValues, type Translate } from './messages';
export { sharedNames, useFieldMessage, useSharedName, useUiText } from './shared-names';
export type { UiText } from './ui-text';
