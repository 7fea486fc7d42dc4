import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'contracts';
import { MESSAGE_MAX } from 'contracts/contact-rules';
import type { ReactElement } from 'react';
import { LocaleContext, sharedNames } from 'shared-ui';
import { type FakeAnswer, mockFetch, renderWithProviders, shownToast } from 'shared-ui/test-utils';
import ContactPage, { loadLocale as loadContactPage } from './contact-page';
import ContactSection, { loadLocale as loadContactSection } from './contact-section';
import ContactWizard, { loadLocale as loadContactWizard } from './contact-wizard';
import LocationsSection, { loadLocale as loadLocationsSection } from './locations-section';

/** An office as the API writes it, in English: the Arabic page shows the remote's own text for its slug instead. */
function office(slug: string, name: string, address: string, phone: string, services: string[]): Location {
  const details = { description: 'Office', hours: 'Monday–Friday', timezone: 'Zone/City', latitude: 0, longitude: 0 };
  return { slug, name, address, phone, services, email: `${slug}@meridian-consulting.example`, ...details };
}
const offices = [
  office('chicago', 'Chicago', '233 South Wacker Drive, Chicago', '+1 (312) 555-0148', ['Encryption Technologies']),
  office('abu-dhabi', 'Abu Dhabi', 'Al Maryah Tower, Abu Dhabi', '+971 2 555 0148', ['Cybersecurity Services']),
];

/** Renders as the shell does on an Arabic page: the shared names loaded, the language from the path. */
async function renderInArabic(ui: ReactElement, route: string, answers: Record<string, FakeAnswer> = {}) {
  await sharedNames.load('ar');
  mockFetch({ 'GET /api/locations': { body: offices }, 'GET /api/services': { body: [] }, ...answers });
  return renderWithProviders(<LocaleContext.Provider value="ar">{ui}</LocaleContext.Provider>, { route });
}

describe('in Arabic', () => {
  it("./ContactPage at /ar/contact: its hero, section, details and offices, in the office's country's words", async () => {
    await Promise.all([loadContactPage('ar'), loadContactWizard('ar')]);
    await renderInArabic(<ContactPage ContactWizard={ContactWizard} />, '/ar/contact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('اتصلوا بنا');
    expect(screen.getByRole('heading', { level: 2, name: 'تواصلوا معنا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'معلومات الاتصال' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@meridian-consulting.example' })).toHaveAttribute('dir', 'ltr');

    const abuDhabiCard = within((await screen.findByRole('heading', { level: 4, name: 'أبوظبي' })).closest('li') as HTMLElement);
    expect(abuDhabiCard.getByText('مكتب الإمارات العربية المتحدة')).toBeInTheDocument();
    expect(abuDhabiCard.getByText(/^برج المارية، الطابق 15/)).toBeInTheDocument();
    expect(abuDhabiCard.getByText(/^من الاثنين إلى الجمعة/)).toHaveTextContent('(بتوقيت الإمارات)');
    expect(abuDhabiCard.getByRole('link', { name: '+971 2 555 0148' })).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(document.title).toMatch(/^اتصلوا بنا \| /));
  });

  it('./ContactSection at /ar: the #contact section with its form', async () => {
    await loadContactSection('ar');
    const { container } = await renderInArabic(<ContactSection showOffices={false} />, '/ar');
    expect(container.querySelector('section#contact')).toBe(screen.getByRole('region', { name: 'تواصلوا معنا' }));
    expect(screen.getByRole('form', { name: 'نموذج الاستفسار' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'بياناتكم' })).toBeInTheDocument();
  });

  it('./LocationsSection at /ar: the offices with their cities and services as the shared names write them', async () => {
    await loadLocationsSection('ar');
    await renderInArabic(<LocationsSection />, '/ar');
    expect(screen.getByRole('region', { name: 'مواقع مكاتبنا' })).toBeInTheDocument();
    const chicagoCard = within((await screen.findByRole('button', { name: 'شيكاغو' })).closest('li') as HTMLElement);
    expect(chicagoCard.getByText('المقر الرئيسي العالمي')).toBeInTheDocument();
    expect(chicagoCard.getByText('233 South Wacker Drive, Chicago').tagName).toBe('BDI');
    expect(chicagoCard.getByText('الخدمات في مكتب شيكاغو')).toBeInTheDocument();
    expect(chicagoCard.getByRole('listitem')).toHaveTextContent('تقنيات التشفير');
  });

  it('./ContactWizard at /ar/contact: every step in Arabic, and a failure said in Arabic', async () => {
    await loadContactWizard('ar');
    Element.prototype.scrollIntoView = jest.fn(); // Continue scrolls to the form; jsdom has no layout
    await renderInArabic(<ContactWizard />, '/ar/contact', {
      'POST /api/contact': { status: 429, body: { message: 'Too many requests. Please try again later.' } },
    });
    const user = userEvent.setup();
    const progress = within(screen.getByRole('list', { name: 'مراحل الاستفسار' }));
    expect(progress.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1الخطوة 1: البيانات الشخصية',
      '2الخطوة 2: التفاصيل',
      '3الخطوة 3: تم الإرسال',
    ]);

    await user.type(screen.getByRole('textbox', { name: 'الاسم الكامل' }), 'ليلى حداد');
    await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'layla.haddad@ministry.example');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'تفاصيل الرسالة' })).toBeInTheDocument();

    const service = screen.getByRole('combobox', { name: 'الخدمة المطلوبة' });
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'اختاروا الخدمة',
      'حلول الحكومة الإلكترونية',
      'تقنيات التشفير',
      'خدمات الأمن السيبراني',
      'تطوير حلول الذكاء الاصطناعي والنماذج اللغوية الكبيرة',
      'خدمات أخرى',
    ]);
    await user.selectOptions(service, 'cybersecurity');
    const message = 'نحتاج إلى اختبار اختراق لبوابتنا الإلكترونية.';
    await user.type(screen.getByRole('textbox', { name: 'الرسالة' }), message);
    expect(screen.getByText(`${message.length} / ${MESSAGE_MAX} حرف`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /سياسة الخصوصية/ })).toHaveAttribute('href', '/ar/privacy-policy');
    await user.click(screen.getByRole('checkbox', { name: /^أوافق على سياسة الخصوصية/ }));
    expect(screen.getByRole('button', { name: 'أكملوا التحقق أولا' })).toBeDisabled();

    const question = screen.getByText(/^ما ناتج \d+ \+ \d+؟$/);
    const [a, b] = (question.textContent?.match(/\d+/g) ?? []).map(Number);
    await user.type(screen.getByRole('textbox', { name: question.textContent ?? '' }), String((a ?? 0) + (b ?? 0)));
    await user.click(screen.getByRole('button', { name: 'التحقق' }));
    expect(await screen.findByText('تم التحقق بنجاح')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));

    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'تعذر إرسال الرسالة',
        description: 'أرسل عدد كبير من الاستفسارات من هنا. يرجى المحاولة مرة أخرى لاحقا.',
        variant: 'destructive',
      }),
    );
  });
});
