// The public contact form (/contact): who is writing, about what, and the message. One schema for the form and for
// POST /api/contact, so the API refuses exactly what the form would. Messages live in domain/onboarding-messages.ts
// (onb_contact_*: that catalogue's keys all carry the onb_ prefix).
import { z } from 'zod';
import { SHORT_TEXT_MAX, choice, emailField, optionalText, requiredText } from './onboarding/fields';

export const CONTACT_TOPICS = ['sales', 'verification', 'payments', 'technical', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MAX = 5000;

export const contactSchema = z.object({
  name: requiredText('onb_contact_name_required', SHORT_TEXT_MAX),
  email: emailField,
  company: optionalText(SHORT_TEXT_MAX),
  topic: choice(CONTACT_TOPICS, 'onb_contact_topic_required'),
  message: requiredText('onb_contact_message_required', CONTACT_MESSAGE_MAX),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
