import { LegalPage } from './components/legal-page';
import { cookiePolicyText, privacyPolicyText, termsOfServiceText } from './legal-texts';

export function PrivacyPolicyPage() {
  return <LegalPage content={privacyPolicyText.useText()} />;
}

export function TermsOfServicePage() {
  return <LegalPage content={termsOfServiceText.useText()} />;
}

export function CookiePolicyPage() {
  return <LegalPage content={cookiePolicyText.useText()} />;
}
