/** The four service lines, as their pages' paths name them. Kept free of zod so the front ends can import it cheaply. */
export const SERVICE_IDS = ['e-government', 'encryption', 'cybersecurity', 'ai-solutions'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Each service line's title and one-line description: the API's /api/services and the service pages. */
export const SERVICE_SUMMARIES: Record<ServiceId, { title: string; description: string }> = {
  'e-government': {
    title: 'E-Government Solutions',
    description:
      'Citizen portals, digital document management, secure payment processing and workflow automation that move public services online without leaving anyone behind.',
  },
  encryption: {
    title: 'Encryption Technologies',
    description:
      'End-to-end encryption, quantum-resistant algorithms and managed key lifecycles that keep sensitive government and enterprise data protected and compliant.',
  },
  cybersecurity: {
    title: 'Cybersecurity Services',
    description:
      'Round-the-clock threat monitoring, penetration testing, security policy development and incident response planning for organisations that cannot afford downtime.',
  },
  'ai-solutions': {
    title: 'AI/LLM Solutions',
    description:
      'Natural language processing, custom large language models, predictive analytics and AI-powered automation, built to run securely on infrastructure you control.',
  },
};
