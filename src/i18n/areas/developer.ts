// Messages of the Developers page (/developer): the page, its tabs and the API reference. Keys and webhooks have
// their own areas.
import { defineArea } from '../defineArea';

export const developer = defineArea(
  {
    app: {
      developer: {
        subtitle: 'What your own server needs: API keys to call us, webhook endpoints for us to call you.',
        tabs: { keys: 'API keys', webhooks: 'Webhooks', reference: 'API reference' },
        resources: {
          payments: 'Payments',
          refunds: 'Refunds',
          customers: 'Customers',
          invoices: 'Invoices',
          'payment-links': 'Payment links',
          disputes: 'Disputes',
          'webhook-endpoints': 'Webhook endpoints',
          settlements: 'Settlements',
          reports: 'Reports',
        },
        reference: {
          title: 'Call the API from your server',
          subtitle: 'Every operation of the merchant API with a curl command for the test API. Path parameters such as {id} are yours to fill in.',
          openapi: 'OpenAPI document',
          keyUsed: 'The examples use your test secret key ending in %{last4}. Keep it on your server; never put it in a browser or an app.',
          noKey: 'The examples show a placeholder: no test secret key could be read for you. Create one on the API keys tab.',
          resource: 'Resource',
          allResources: 'All resources',
          search: 'Search operations',
          none: 'No operation matches.',
          copyCurl: 'Copy the command',
          idempotent: 'Send a unique Idempotency-Key with each request: a retry with the same key gets the first answer again instead of acting twice.',
        },
      },
    },
  },
  {
    app: {
      developer: {
        subtitle: '您的服务器所需：调用我们的 API 密钥，以及接收我们通知的 Webhook 端点。',
        tabs: { keys: 'API 密钥', webhooks: 'Webhook', reference: 'API 参考' },
        resources: {
          payments: '支付',
          refunds: '退款',
          customers: '客户',
          invoices: '账单',
          'payment-links': '支付链接',
          disputes: '争议',
          'webhook-endpoints': 'Webhook 端点',
          settlements: '结算',
          reports: '报表',
        },
        reference: {
          title: '从您的服务器调用 API',
          subtitle: '商户 API 的每个操作，附带调用测试 API 的 curl 命令。{id} 等路径参数请自行填写。',
          openapi: 'OpenAPI 文档',
          keyUsed: '示例使用您尾号为 %{last4} 的测试密钥。请仅在服务器上保存，切勿放入浏览器或应用中。',
          noKey: '示例显示的是占位符：无法读取您的测试密钥。请在"API 密钥"标签页创建一个。',
          resource: '资源',
          allResources: '全部资源',
          search: '搜索操作',
          none: '没有匹配的操作。',
          copyCurl: '复制命令',
          idempotent: '每个请求请附带唯一的 Idempotency-Key：使用相同密钥重试将返回首次的结果，而不会重复执行。',
        },
      },
    },
  },
);
