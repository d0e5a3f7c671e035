export { CartPage } from './CartPage';
export { ProductPage } from './ProductPage';
export { ShopPage } from './ShopPage';
