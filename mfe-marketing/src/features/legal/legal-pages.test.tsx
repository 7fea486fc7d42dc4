import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { brand, headquartersAddress, LocaleContext, sharedNames } from 'shared-ui';
import { CookiePolicyPage, PrivacyPolicyPage, TermsOfServicePage } from './legal-pages';
import { cookiePolicyText, legalLabelsText, privacyPolicyText, termsOfServiceText } from './legal-texts';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

function sectionOf(headingName: RegExp): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: headingName }).closest('section');
  if (!section) throw new Error(`no section for ${headingName}`);
  return section;
}

const pages: [title: string, Page: ComponentType, sectionCount: number][] = [
  ['Privacy Policy', PrivacyPolicyPage, 9],
  ['Terms of Service', TermsOfServicePage, 11],
  ['Cookie Policy', CookiePolicyPage, 7],
];

describe.each(pages)('%s page', (title, Page, sectionCount) => {
  it('shows its title as the only h1 and sets the document title', () => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | ${brand.name}`);
  });

  it(`has exactly ${sectionCount} numbered sections`, () => {
    renderPage(Page);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(sectionCount);
    headings.forEach((heading, index) => {
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`));
    });
  });

  it("shows 'Last updated: May 15, 2023'", () => {
    renderPage(Page);
    const date = screen.getByText('May 15, 2023');
    expect(date).toHaveAttribute('datetime', '2023-05-15');
    expect(date.parentElement).toHaveTextContent(/^Last updated: May 15, 2023$/);
  });

  it('links every table of contents entry to its section heading, in order', () => {
    renderPage(Page);
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(links).toHaveLength(headings.length);
    links.forEach((link, index) => {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      expect(document.getElementById(id)).toBe(headings[index]);
      expect(headings[index]).toHaveTextContent(`${index + 1}. ${link.textContent}`);
    });
  });

  it('names the company and its contact e-mail', () => {
    renderPage(Page);
    expect(screen.getAllByText(new RegExp(brand.name)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: brand.email })[0]).toHaveAttribute('href', `mailto:${brand.email}`);
  });
});

describe('Privacy Policy content', () => {
  it('states the minimum age of 16', () => {
    renderPage(PrivacyPolicyPage);
    expect(within(sectionOf(/Children's Privacy/)).getByText(/at least 16 years old/)).toBeInTheDocument();
  });

  it('covers international transfers between the US and the Middle East', () => {
    renderPage(PrivacyPolicyPage);
    const section = sectionOf(/International Data Transfers/);
    expect(section).toHaveTextContent(/United States/);
    expect(section).toHaveTextContent(/Middle East/);
  });
});

describe('Terms of Service content', () => {
  it('is governed by the laws of Illinois, with courts in Cook County', () => {
    renderPage(TermsOfServicePage);
    const section = sectionOf(/Governing Law/);
    expect(section).toHaveTextContent(/laws of the State of Illinois/);
    expect(section).toHaveTextContent(/Cook County, Illinois/);
  });
});

describe('Cookie Policy content', () => {
  it.each([
    ['_ga', '2 years'],
    ['_gid', '24 hours'],
    ['_gat', '1 minute'],
    ['session_id', 'Session'],
    ['release_bucket', '1 year'],
    ['lang', '1 year'],
  ])('lists the %s cookie with a duration of %s', (name, duration) => {
    renderPage(CookiePolicyPage);
    const row = screen.getByRole('row', { name: new RegExp(`^${name} `) });
    const cells = within(row).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent(new RegExp(`^${duration}$`));
  });

  it('says what the speed measurement of some page views collects, and that it uses no cookie', () => {
    renderPage(CookiePolicyPage);
    const section = screen.getByRole('heading', { name: '2. How We Use Cookies' }).closest('section') as HTMLElement;
    expect(within(section).getByText(/This measurement uses no cookie and no identifier/)).toBeInTheDocument();
    expect(within(section).getByText(/how quickly the page loaded/)).toBeInTheDocument();
  });

  it("says the language switch's cookie is first-party, kept a year, set only by the switch and holds no personal data", () => {
    renderPage(CookiePolicyPage);
    const item = within(sectionOf(/How We Use Cookies/)).getByText(/^A preference cookie, lang,/);
    expect(item).toHaveTextContent(
      /first-party cookie, set only when you use the switch; it lasts one year and holds no personal data/,
    );
  });

  it('lets keyboard users scroll the cookie table on narrow screens', () => {
    renderPage(CookiePolicyPage);
    expect(screen.getByRole('region', { name: 'Cookies set by this website' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the cookie table, with a caption and column headers, inside the "Cookies We Use" section', () => {
    renderPage(CookiePolicyPage);
    const table = within(sectionOf(/Cookies We Use/)).getByRole('table', { name: 'Cookies set by this website' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Provider/Purpose', 'Duration']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['_ga', '_gid', '_gat', 'session_id', 'release_bucket', 'lang']);
  });
});

describe('in Arabic', () => {
  beforeAll(() =>
    Promise.all([
      ...[privacyPolicyText, termsOfServiceText, cookiePolicyText, legalLabelsText].map((text) => text.load('ar')),
      sharedNames.load('ar'),
    ]),
  );

  function renderArabic(Page: ComponentType) {
    return render(
      <MemoryRouter initialEntries={['/ar/cookie-policy']}>
        <LocaleContext.Provider value="ar">
          <Page />
        </LocaleContext.Provider>
      </MemoryRouter>,
    );
  }

  it('writes the last-updated date in Arabic, with Latin digits', () => {
    renderArabic(PrivacyPolicyPage);
    const date = screen.getByText('15 مايو 2023');
    expect(date).toHaveAttribute('datetime', '2023-05-15');
    expect(date.parentElement).toHaveTextContent(/^آخر تحديث: 15 مايو 2023$/);
  });

  it('names its table of contents in Arabic and keeps the anchors of the English page', () => {
    renderArabic(TermsOfServicePage);
    const links = within(screen.getByRole('navigation', { name: 'المحتويات' })).getAllByRole('link');
    expect(links[9]).toHaveAttribute('href', '#governing-law');
    expect(links[9]).toHaveTextContent('القانون الواجب التطبيق');
  });

  it('keeps e-mail addresses, the postal address and cookie names left to right', () => {
    renderArabic(CookiePolicyPage);
    expect(screen.getByRole('link', { name: brand.email })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(headquartersAddress).tagName).toBe('BDI');
    const names = within(
      screen.getByRole('table', { name: 'ملفات تعريف الارتباط التي يضعها هذا الموقع الإلكتروني' }),
    ).getAllByRole('rowheader');
    expect(names.map((name) => name.querySelector('bdi')?.textContent)).toEqual([
      '_ga',
      '_gid',
      '_gat',
      'session_id',
      'release_bucket',
      'lang',
    ]);
  });

  it("lists the language switch's cookie, kept one year", () => {
    renderArabic(CookiePolicyPage);
    const row = screen.getByRole('row', { name: /^lang / });
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(/^سنة واحدة$/);
    expect(
      within(sectionOf(/كيف نستخدم ملفات تعريف الارتباط/)).getByText(/^ملف تعريف ارتباط التفضيلات \(lang\)/),
    ).toHaveTextContent(
      'وهو ملف تعريف ارتباط من الطرف الأول لا يوضع إلا عند استخدامكم زر تبديل اللغة، ومدته سنة واحدة، ولا يحتوي على أي بيانات شخصية.',
    );
  });

  it('is governed by the laws of Illinois, with courts in Cook County', () => {
    renderArabic(TermsOfServicePage);
    const section = sectionOf(/القانون الواجب التطبيق/);
    expect(section).toHaveTextContent(/لقوانين ولاية إلينوي/);
    expect(section).toHaveTextContent(/مقاطعة كوك بولاية إلينوي/);
  });

  it('states the minimum age of 16', () => {
    renderArabic(PrivacyPolicyPage);
    expect(within(sectionOf(/خصوصية الأطفال/)).getByText(/ويجب ألا يقل عمركم عن 16 عامًا/)).toBeInTheDocument();
  });
});
