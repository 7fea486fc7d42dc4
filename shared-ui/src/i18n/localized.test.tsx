import { render, screen } from '@testing-library/react';
import { LocaleContext } from './locale';
import { keepRenderedText, loadTexts, localized } from './localized';

const englishGreeting = { greeting: 'Welcome' };

function Greeting({ text }: { text: ReturnType<typeof localized<typeof englishGreeting>> }) {
  return <p>{text.useText().greeting}</p>;
}

const fetchedEnglish = async () => ({ default: englishGreeting });

test("English bundled (where pages are rendered) is used at once, fetches nothing, and is given by key for the page's state", async () => {
  const english = jest.fn(fetchedEnglish);
  const arabic = jest.fn(async () => ({ default: { greeting: 'أهلا وسهلا' } }));
  const text = localized('test:english', englishGreeting, { en: english, ar: arabic });
  render(<Greeting text={text} />);
  expect(screen.getByText('Welcome')).toBeInTheDocument();
  expect(await loadTexts('en', [text])).toEqual({ 'test:english': { greeting: 'Welcome' } });
  expect(english).not.toHaveBeenCalled();
  expect(arabic).not.toHaveBeenCalled();
});

test("English not bundled (the browser's build) comes from the page's rendered text, or is fetched once", async () => {
  const english = jest.fn(fetchedEnglish);
  const rendered = localized('test:english-rendered', undefined, { en: english, ar: jest.fn() });
  keepRenderedText('en', { 'test:english-rendered': { greeting: 'Welcome, from the page' } });
  render(<Greeting text={rendered} />);
  expect(screen.getByText('Welcome, from the page')).toBeInTheDocument();
  expect(english).not.toHaveBeenCalled();

  const fetched = localized('test:english-fetched', undefined, { en: english, ar: jest.fn() });
  expect(await fetched.load('en')).toEqual({ greeting: 'Welcome' });
  await fetched.load('en');
  expect(english).toHaveBeenCalledTimes(1);
});

test("another language is fetched once, and given by the text's key for the page's state", async () => {
  const arabic = jest.fn(async () => ({ default: { greeting: 'أهلا وسهلا' } }));
  const text = localized('test:fetched', englishGreeting, { en: fetchedEnglish, ar: arabic });
  expect(await loadTexts('ar', [text])).toEqual({ 'test:fetched': { greeting: 'أهلا وسهلا' } });
  await loadTexts('ar', [text]);
  expect(arabic).toHaveBeenCalledTimes(1);
});

test('a text that would not survive the trip to the browser as JSON (a function in it) fails loudly where it is loaded', async () => {
  const withFormatter = { label: 'Last updated', format: (date: string) => date };
  const text = localized('test:formatter', withFormatter, {
    en: async () => ({ default: withFormatter }),
    ar: async () => ({ default: { ...withFormatter, label: 'آخر تحديث' } }),
  });
  await expect(loadTexts('ar', [text])).rejects.toThrow('test:formatter.format is a function');
});

test('the text the server rendered the page with is used as it is, without fetching it again', async () => {
  const arabic = jest.fn(async () => ({ default: { greeting: 'fetched' } }));
  const text = localized('test:rendered', englishGreeting, { en: fetchedEnglish, ar: arabic });
  keepRenderedText('ar', { 'test:rendered': { greeting: 'أهلا وسهلا' }, 'test:other': { greeting: 'x' } });
  render(
    <LocaleContext.Provider value="ar">
      <Greeting text={text} />
    </LocaleContext.Provider>,
  );
  expect(screen.getByText('أهلا وسهلا')).toBeInTheDocument();
  expect(await text.load('ar')).toEqual({ greeting: 'أهلا وسهلا' });
  expect(arabic).not.toHaveBeenCalled();
});

test('a text that failed to load is fetched again by the next page', async () => {
  const arabic = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ default: { greeting: 'أهلا وسهلا' } });
  const text = localized('test:retried', englishGreeting, { en: fetchedEnglish, ar: arabic });
  await expect(text.load('ar')).rejects.toThrow('offline');
  expect(await text.load('ar')).toEqual({ greeting: 'أهلا وسهلا' });
});

test("the design system's own words are in the page's language once its shared text is loaded", async () => {
  const { sharedNames, useUiText } = await import('./shared-names');
  await sharedNames.load('ar');
  function Words() {
    const ui = useUiText();
    return <p>{`${ui.optional} ${ui.loading}`}</p>;
  }
  render(
    <LocaleContext.Provider value="ar">
      <Words />
    </LocaleContext.Provider>,
  );
  expect(screen.getByText('(اختياري) جارٍ التحميل')).toBeInTheDocument();
});
