import type { Service } from 'contracts';

/** The four service lines (spec §1, §3), in the order the site lists them. */
export const services: Service[] = [
  {
    id: 'e-government',
    title: 'E-Government Solutions',
    description:
      'Citizen portals, digital document management, secure payment processing and workflow automation that move public services online without leaving anyone behind.',
  },
  {
    id: 'encryption',
    title: 'Encryption Technologies',
    description:
      'End-to-end encryption, quantum-resistant algorithms and managed key lifecycles that keep sensitive government and enterprise data protected and compliant.',
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity Services',
    description:
      'Round-the-clock threat monitoring, penetration testing, security policy development and incident response planning for organisations that cannot afford downtime.',
  },
  {
    id: 'ai-solutions',
    title: 'AI/LLM Solutions',
    description:
      'Natural language processing, custom large language models, predictive analytics and AI-powered automation, built to run securely on infrastructure you control.',
  },
];
