// Explore all products (/allProducts): each product's state for this account, mode and host (domain/products.ts).
import type { ProductStatus } from '../../../domain/products';
import type { HttpClient } from '../httpCore';

export const productCalls = (http: HttpClient) => ({
  products: () => http.requestData<ProductStatus[]>({ url: '/products' }),
});
