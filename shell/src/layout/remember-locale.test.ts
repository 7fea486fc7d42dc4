import { LOCALE_COOKIE } from 'contracts/languages';
import { installLocaleMemory } from './remember-locale';

const rememberedLocale = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);

function click(html: string, selector: string) {
  document.body.innerHTML = html;
  document.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

beforeAll(() => installLocaleMemory(document));

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the code under test wrote, expired
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  document.body.innerHTML = '';
});

describe('installLocaleMemory', () => {
  it.each(['ar', 'en'])("remembers '%s' when the language switch leading to it is clicked", (locale) => {
    click(`<a href="#switch" data-remember-locale="${locale}"><span>switch</span></a>`, 'span');
    expect(rememberedLocale()).toBe(locale);
  });

  it('remembers nothing for another link or an unknown language', () => {
    click('<a href="#about">About</a>', 'a');
    click('<a href="#switch" data-remember-locale="fr">Français</a>', 'a');
    expect(rememberedLocale()).toBeUndefined();
  });
});
