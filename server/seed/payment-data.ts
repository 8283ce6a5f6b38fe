// Vocabulary of the seeded payments world: customers' names, products, and per currency the amounts, the
// issuing country and the merchant's bank account that disbursements go to.
export const WESTERN_FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sofia', 'Leon', 'Chloe', 'Hugo', 'Isla', 'Mateo', 'Nora', 'Felix'];
export const WESTERN_LAST = ['Smith', 'Müller', 'Martin', 'Rossi', 'García', 'Dubois', 'Johnson', 'Schmidt', 'Brown', 'Novak', "O'Brien", 'Jansen', 'Silva', 'Wilson'];
export const CHINESE_NAMES = ['王芳', '李娜', '张伟', '刘洋', '陈静', '杨磊', '赵敏', '黄婷', '周杰', '吴昊', '徐丽', '孙强', '马超', '朱琳', '胡军', '郭晶'];
export const JAPANESE_NAMES = ['佐藤 健', '鈴木 葵', '高橋 陽菜', '田中 蓮', '伊藤 結衣', '渡辺 湊', '山本 さくら', '中村 悠真', '小林 美咲', '加藤 大翔'];
export const ARABIC_NAMES = ['Fahad Al-Sabah', 'Noura Al-Mutairi', 'Yousef Al-Enezi', 'Mariam Al-Rashidi', 'Khaled Al-Ajmi', 'Dana Al-Shammari'];

export const PRODUCTS = [
  'Annual subscription', 'Monthly subscription', 'Wireless earbuds', 'Travel backpack', 'Ceramic teapot set',
  'Online course: data analysis', 'Hotel booking', 'Flight change fee', 'Gift card', 'Running shoes',
  'Espresso machine', 'Consulting hours', 'Conference ticket', 'Skin care bundle', 'Phone case', 'Smart watch',
];

export const SEED_CURRENCIES = ['USD', 'EUR', 'CNY', 'JPY', 'KWD'] as const;
export type SeedCurrency = (typeof SEED_CURRENCIES)[number];

export interface CurrencyProfile {
  /** Share of payments in this currency. */
  weight: number;
  /** Amount range in major units (drawn log-uniformly). */
  minMajor: number;
  maxMajor: number;
  country: string;
  cities: string[];
  names: 'western' | 'chinese' | 'japanese' | 'arabic';
  bank: { portal: string; bankName: string; account: string };
}

export const PROFILES: Record<SeedCurrency, CurrencyProfile> = {
  USD: { weight: 0.4, minMajor: 5, maxMajor: 2500, country: 'US', cities: ['New York', 'Austin', 'Seattle', 'Chicago'], names: 'western', bank: { portal: 'ACH', bankName: 'Chase Bank', account: '•••• 4821' } },
  EUR: { weight: 0.2, minMajor: 5, maxMajor: 2000, country: 'DE', cities: ['Berlin', 'München', 'Hamburg', 'Köln'], names: 'western', bank: { portal: 'SEPA', bankName: 'Deutsche Bank', account: 'DE•• •••• •••• 3011' } },
  CNY: { weight: 0.2, minMajor: 20, maxMajor: 15000, country: 'CN', cities: ['上海', '北京', '深圳', '杭州'], names: 'chinese', bank: { portal: 'CNAPS', bankName: '中国工商银行', account: '•••• 7788' } },
  JPY: { weight: 0.12, minMajor: 500, maxMajor: 300000, country: 'JP', cities: ['東京', '大阪', '京都', '福岡'], names: 'japanese', bank: { portal: 'Zengin', bankName: 'MUFG Bank', account: '•••• 5521' } },
  KWD: { weight: 0.08, minMajor: 2, maxMajor: 800, country: 'KW', cities: ['Kuwait City', 'Hawalli', 'Salmiya'], names: 'arabic', bank: { portal: 'SWIFT', bankName: 'National Bank of Kuwait', account: 'KW•• •••• 0912' } },
};
