import { screen, within } from '@testing-library/react';
import { brand, LocaleContext, sharedNames } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/test-utils';
import * as cookiePolicyPage from './cookie-policy-page';
import * as privacyPolicyPage from './privacy-policy-page';
import * as termsOfServicePage from './terms-of-service-page';

const ARABIC_COMPANY_NAME = 'ميريديان للاستشارات الرقمية';

describe.each([
  ['/privacy-policy', privacyPolicyPage, 'سياسة الخصوصية'],
  ['/terms-of-service', termsOfServicePage, 'شروط الخدمة'],
  ['/cookie-policy', cookiePolicyPage, 'سياسة ملفات تعريف الارتباط'],
])('%s in Arabic', (englishPath, page, title) => {
  beforeAll(() => Promise.all([page.loadLocale('ar'), sharedNames.load('ar')]));

  function renderArabic() {
    const Page = page.default;
    renderWithProviders(
      <LocaleContext.Provider value="ar">
        <Page />
      </LocaleContext.Provider>,
      { route: `/ar${englishPath}` },
    );
  }

  it('shows its Arabic title as the only h1 and in the document title', () => {
    renderArabic();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(document.title).toBe(`${title} | ${ARABIC_COMPANY_NAME}`);
  });

  it('dates its last update in Arabic, with Latin digits', () => {
    renderArabic();
    expect(screen.getByText('15 مايو 2023')).toHaveAttribute('datetime', '2023-05-15');
  });

  it('says first that the English text prevails, linking to the English page', () => {
    renderArabic();
    const notice = screen.getByText(/وفي حال وجود أي اختلاف يُعتدّ بالنص الإنجليزي/);
    const link = within(notice).getByRole('link', { name: 'الاطلاع على النص الإنجليزي' });
    expect(link).toHaveAttribute('href', englishPath);
    expect(link).toHaveAttribute('hreflang', 'en');
    const [firstSection] = screen.getAllByRole('heading', { level: 2 });
    expect(notice.compareDocumentPosition(firstSection as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the company in Arabic and by its registered name, and its contact e-mail', () => {
    renderArabic();
    expect(screen.getAllByText(new RegExp(`${ARABIC_COMPANY_NAME} \\(${brand.name}\\)`)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: brand.email })[0]).toHaveAttribute('href', `mailto:${brand.email}`);
  });
});
