import { brand, headquartersAddress } from 'shared-ui';
import { LEGAL_LAST_UPDATED } from '../last-updated';
import type { LegalContent } from '../legal-content';

export const termsOfService: LegalContent = {
  title: 'Terms of Service',
  description: `The terms that govern your use of the ${brand.name} website, its content and the information you submit through it.`,
  summary: 'The rules for using our website, the information on it and the forms you submit through it.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'acceptance-of-these-terms',
      title: 'Acceptance of These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These Terms of Service ("Terms") govern your use of the website of ${brand.name} ("we", "us", "our") and of the information on it. By using the website you agree to these Terms. If you do not agree, please do not use the website.`,
        },
        {
          kind: 'paragraph',
          text: 'If you use the website on behalf of an organisation, you confirm that you are authorised to accept these Terms on its behalf.',
        },
      ],
    },
    {
      id: 'use-of-the-website',
      title: 'Use of the Website',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may browse the website, share links to it and contact us through it for any lawful purpose. You agree not to:',
        },
        {
          kind: 'list',
          items: [
            'Attempt to gain unauthorised access to the website, our servers or any connected system, or probe, scan or test their vulnerabilities without our written permission.',
            'Interfere with the operation of the website, for example by introducing malware or overloading it with automated requests.',
            'Use bots, scrapers or other automated means to copy content or submit forms.',
            'Submit false or misleading information, information you have no right to share, or information that impersonates another person or organisation.',
            'Use the website in breach of any applicable law, including export control and sanctions laws.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'If you believe you have found a security vulnerability, please report it to us responsibly as described on our ',
            { label: 'Security', href: '/security' },
            ' page rather than testing it further.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The website and its content, including text, graphics, logos, images, case studies and software, belong to ${brand.name} or its licensors and are protected by copyright, trademark and other laws. You may view and print pages for your own information. You may not copy, modify, distribute or use them commercially without our prior written consent.`,
        },
        {
          kind: 'paragraph',
          text: `The name ${brand.name} and our logos are our trademarks. Nothing in these Terms grants you a licence to use them.`,
        },
      ],
    },
    {
      id: 'information-you-submit',
      title: 'Information You Submit',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'When you send us an enquiry or an application, you confirm that the information is accurate and yours to share. Our ',
            { label: 'Privacy Policy', href: '/privacy-policy' },
            ' explains how we handle it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Please do not send confidential business information, classified material or trade secrets through our contact form. When an engagement needs such information, we first agree a non-disclosure agreement and a secure channel with you.',
        },
      ],
    },
    {
      id: 'job-applications',
      title: 'Job Applications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Job listings describe positions we are recruiting for when they are posted. They are not offers of employment, and we may change or withdraw a listing at any time. Applying does not guarantee an interview or an offer; any offer of employment is made in writing and governed by its own terms.',
        },
        {
          kind: 'paragraph',
          text: 'Some positions require the right to work in a particular country or eligibility for a security clearance. Where that is the case, the listing says so, and we may ask for evidence before making an offer.',
        },
      ],
    },
    {
      id: 'consulting-services',
      title: 'Consulting Services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The descriptions of our services, case studies and results on this website are general information. They are not an offer capable of acceptance, nor professional advice for your situation. Every engagement is governed by a separate written agreement, which prevails over these Terms for the services it covers.',
        },
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Links',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website links to websites and services we do not control, such as our profiles on professional and social networks. We are not responsible for their content, availability or privacy practices, and a link does not mean that we endorse them.',
        },
      ],
    },
    {
      id: 'disclaimer-of-warranties',
      title: 'Disclaimer of Warranties',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work to keep the website accurate, available and secure, but it is provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement, and we do not warrant that the website will be uninterrupted, error-free or free of harmful components.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability and Indemnity',
      blocks: [
        {
          kind: 'paragraph',
          text: `To the fullest extent permitted by law, ${brand.name} and its directors, employees and partners are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of, or inability to use, the website. Some jurisdictions do not allow these limitations, in which case they apply only as far as the law allows.`,
        },
        {
          kind: 'paragraph',
          text: 'You agree to indemnify us against claims, losses and reasonable legal costs arising from your breach of these Terms or your misuse of the website.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      blocks: [
        // The terms are governed by Illinois law.
        {
          kind: 'paragraph',
          text: 'These Terms, and any dispute or claim arising out of or in connection with them or the website, are governed by the laws of the State of Illinois, United States, without regard to its conflict-of-law rules. The state and federal courts located in Cook County, Illinois have exclusive jurisdiction over any such dispute, and you submit to their personal jurisdiction.',
        },
        {
          kind: 'paragraph',
          text: 'Nothing in this section prevents either party from seeking urgent injunctive relief in any competent court, or takes away mandatory protections given to you by the law of the country where you live.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes to These Terms and Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may revise these Terms from time to time. Revised Terms apply from the date shown at the top of this page, and using the website after that date means you accept them. If any provision is found unenforceable, the remaining provisions stay in effect.',
        },
        {
          kind: 'paragraph',
          text: 'For any question about these Terms, contact us:',
        },
        { kind: 'contact', lines: [brand.name, headquartersAddress], email: brand.email },
      ],
    },
  ],
};
