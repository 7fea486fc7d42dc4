import { LegalPage } from './components/legal-page';
import { cookiePolicy } from './content/cookie-policy';
import { privacyPolicy } from './content/privacy-policy';
import { termsOfService } from './content/terms-of-service';

export function PrivacyPolicyPage() {
  return <LegalPage content={privacyPolicy} />;
}

export function TermsOfServicePage() {
  return <LegalPage content={termsOfService} />;
}

export function CookiePolicyPage() {
  return <LegalPage content={cookiePolicy} />;
}
