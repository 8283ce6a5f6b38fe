import { describe, expect, it } from 'vitest';
import { serviceRequestInputSchema, splitServiceItems } from './records';
import { acceptsServiceMessages, canCancelServiceRequest, nextServiceStatus, serviceRequestEventType } from './status';

const brief = { kind: 'website', goal: 'A shop for our handmade ceramics, with a blog.', items: ['Home'], budget: 'under_1k', contactName: 'Mei', contactEmail: 'mei@example.com' };
const errors = (input: object) => {
  const r = serviceRequestInputSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the service brief', () => {
  it('accepts a website brief without a URL and normalises the empty optional fields to null', () => {
    expect(serviceRequestInputSchema.parse({ ...brief, websiteUrl: '', contactPhone: '' })).toMatchObject({ websiteUrl: null, contactPhone: null });
  });

  it('names each field that fails', () => {
    expect(errors({ ...brief, goal: 'short', items: [], budget: 'x', contactName: ' ', contactEmail: 'a@' })).toEqual({
      goal: 'service_goal_short', items: 'service_items_required', budget: 'please_select', contactName: 'please_input', contactEmail: 'email_invalid',
    });
    expect(errors({ ...brief, items: Array.from({ length: 21 }, (_, i) => `p${i}`) })).toEqual({ items: 'service_items_too_many' });
    expect(errors({ ...brief, items: ['x'.repeat(61)] })).toEqual({ 'items.0': 'service_item_invalid' });
  });

  it('asks SEO for a website, and takes only http(s) addresses', () => {
    expect(errors({ ...brief, kind: 'seo' })).toEqual({ websiteUrl: 'service_url_required' });
    expect(errors({ ...brief, kind: 'seo', websiteUrl: 'javascript:alert(1)' })).toEqual({ websiteUrl: 'service_url_invalid' });
    expect(errors({ ...brief, kind: 'seo', websiteUrl: 'https://shop.example.com/' })).toEqual({});
  });

  it('splits typed pages or keywords on lines and commas', () => {
    expect(splitServiceItems('Home, Shop\n\nBlog，About ')).toEqual(['Home', 'Shop', 'Blog', 'About']);
  });
});

describe('the request life', () => {
  it('moves submitted -> in_progress -> delivered; cancel and messages only while open', () => {
    expect(nextServiceStatus('submitted')).toBe('in_progress');
    expect(nextServiceStatus('in_progress')).toBe('delivered');
    expect(nextServiceStatus('delivered')).toBeNull();
    expect(nextServiceStatus('canceled')).toBeNull();
    expect(['submitted', 'in_progress', 'delivered', 'canceled'].filter((s) => canCancelServiceRequest(s as 'submitted'))).toEqual(['submitted']);
    expect(['submitted', 'in_progress', 'delivered', 'canceled'].filter((s) => acceptsServiceMessages(s as 'submitted'))).toEqual(['submitted', 'in_progress']);
    expect(serviceRequestEventType('submitted')).toBe('service_request.created');
    expect(serviceRequestEventType('delivered')).toBe('service_request.delivered');
  });
});
