// One line per saved step for the review page and the Onboard hub, so the merchant recognises what they entered.
import type { OnboardingSection } from '../../../domain/onboarding';
import type { Application } from '../../../domain/onboarding/application';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
const personName = (p: unknown) => [text(obj(p).firstName), text(obj(p).lastName)].filter(Boolean).join(' ');

export function sectionSummary(section: OnboardingSection, app: Application, translate: Translate, countryName: (code: string) => string): string | null {
  const data = obj(app.data[section as keyof Application['data']]);
  switch (section) {
    case 'businessType': {
      const location = text(data.businessLocation);
      const type = text(data.businessType);
      return [location && countryName(location), type && translate(`app.onboarding.businessTypes.${type}`)].filter(Boolean).join(' · ') || null;
    }
    case 'registeredAddress': {
      const country = text(data.country);
      return [text(data.line1), text(data.city), text(data.postalCode), country && countryName(country)].filter(Boolean).join(', ') || null;
    }
    case 'businessDetails':
      return [text(data.legalName), text(data.industry) && translate(`app.onboarding.industries.${String(data.industry)}`)].filter(Boolean).join(' · ') || null;
    case 'representative':
      return personName(data) || null;
    case 'owners': {
      const owners = Array.isArray(data.owners) ? data.owners : null;
      if (!owners) return null;
      return owners.length === 0 ? translate('app.onboarding.owners.none') : owners.map(personName).join(', ');
    }
    case 'bank': {
      if (!app.data.bank) return translate('app.onboarding.bank.skipped');
      const account = text(data.accountNumber);
      return [text(data.holderName), account && `•••• ${account.slice(-4)}`].filter(Boolean).join(' · ') || null;
    }
    case 'upload':
      return app.documents.length > 0 ? translate('app.onboarding.upload.count', { smart_count: app.documents.length }) : null;
    default:
      return null;
  }
}
