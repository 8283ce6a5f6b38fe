// Messages of the Developers page (/developer): the page itself and its tabs. Keys and webhooks have their own areas.
import { defineArea } from '../defineArea';

export const developer = defineArea(
  {
    app: {
      developer: {
        subtitle: 'What your own server needs: API keys to call us, webhook endpoints for us to call you.',
        tabs: { keys: 'API keys', webhooks: 'Webhooks' },
      },
    },
  },
  {
    app: {
      developer: {
        subtitle: '您的服务器所需：调用我们的 API 密钥，以及接收我们通知的 Webhook 端点。',
        tabs: { keys: 'API 密钥', webhooks: 'Webhook' },
      },
    },
  },
);
