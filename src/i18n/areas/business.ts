// Messages of the business settings page (/settings-business, app.business). Chinese terms follow
// /work/shared/docs/GLOSSARY.md (商户, 账单, 收银台); 对账单描述符 is the statement descriptor (what the customer's
// card statement prints), 品牌色 the brand colour.
import { defineArea } from '../defineArea';

export const business = defineArea(
  {
    app: {
      business: {
        subtitle: 'What your customers see: on invoices, the checkout page and the emails sent to them.',
        detailsTitle: 'Public details',
        detailsBody: 'Your business name and how customers reach you. The same details as the public details step of business verification.',
        fields: {
          businessName: 'Business name',
          supportEmail: 'Support email',
          supportPhone: 'Support phone',
          website: 'Website',
          statementDescriptor: 'Statement descriptor',
          brandColor: 'Brand colour',
        },
        hints: {
          businessName: 'Shown on invoices, the checkout page and emails.',
          supportPhone: 'In international form, for example +44 20 7946 0000.',
          statementDescriptor: 'On your customers’ card statements: 5 to %{max} Latin letters, digits, spaces or . , & / -, with at least one letter.',
          brandColor: 'As #rrggbb. It must be dark enough to read on a white page.',
        },
        contrast: 'Contrast on white: %{ratio}:1 (at least %{min}:1).',
        save: 'Save details',
        saved: 'Business details saved.',
        loadFailed: 'The business details could not be loaded.',
        logoTitle: 'Logo',
        logoBody: 'Shown beside your business name on invoices, the checkout page and emails.',
        logoHint: 'PNG or JPEG, at most 1 MB. A square image works best.',
        logoAlt: 'Your logo',
        noLogo: 'No logo',
        uploadLogo: 'Upload logo',
        replaceLogo: 'Replace logo',
        removeLogo: 'Remove logo',
        logoSaved: 'Logo updated.',
      },
    },
  },
  {
    app: {
      business: {
        subtitle: '客户看到的信息：显示在账单、收银台和发送给客户的邮件中。',
        detailsTitle: '公开信息',
        detailsBody: '您的商户名称及客户联系您的方式。与商户认证中“公开信息”一步是同一份信息。',
        fields: {
          businessName: '商户名称',
          supportEmail: '客服邮箱',
          supportPhone: '客服电话',
          website: '网站',
          statementDescriptor: '对账单描述符',
          brandColor: '品牌色',
        },
        hints: {
          businessName: '显示在账单、收银台和邮件中。',
          supportPhone: '请使用国际格式，例如 +86 10 8888 8888。',
          statementDescriptor: '显示在客户的银行卡对账单上：5 至 %{max} 个拉丁字母、数字、空格或 . , & / - 符号，且至少包含一个字母。',
          brandColor: '格式为 #rrggbb，颜色须足够深，才能在白色页面上看清。',
        },
        contrast: '与白色的对比度：%{ratio}:1（至少 %{min}:1）。',
        save: '保存信息',
        saved: '商户信息已保存。',
        loadFailed: '无法加载商户信息。',
        logoTitle: '商户 Logo',
        logoBody: '显示在账单、收银台和邮件中您的商户名称旁。',
        logoHint: 'PNG 或 JPEG 格式，不超过 1 MB，建议使用正方形图片。',
        logoAlt: '您的 Logo',
        noLogo: '暂无 Logo',
        uploadLogo: '上传 Logo',
        replaceLogo: '更换 Logo',
        removeLogo: '移除 Logo',
        logoSaved: 'Logo 已更新。',
      },
    },
  },
);
