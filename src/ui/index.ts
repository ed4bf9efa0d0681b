// Public surface of the design system: presentational components only (no kernel, modules, router or i18n).
export { UiLinkProvider, UiLink } from './link/ui-link';
export type { UiLinkProps, UiLinkComponent, UiLinkProviderProps } from './link/ui-link';
export { Button } from './button/button';
export type { ButtonProps, ButtonVariant } from './button/button';
export { ProgressBar } from './progress-bar/progress-bar';
export type { ProgressBarProps } from './progress-bar/progress-bar';
export { Overlay } from './overlay/overlay';
export type { OverlayProps } from './overlay/overlay';
export { NotificationList } from './notification-list/notification-list';
export type { NotificationItem, NotificationType, NotificationListProps } from './notification-list/notification-list';
export { StoreSwitcher } from './store-switcher/store-switcher';
export type { StoreSwitcherOption, StoreSwitcherProps } from './store-switcher/store-switcher';
export { SiteHeader } from './site-header/site-header';
export type { SiteHeaderProps } from './site-header/site-header';
export { NavList } from './nav-list/nav-list';
export type { NavListItem, NavListProps } from './nav-list/nav-list';
export { SiteFooter } from './site-footer/site-footer';
export type { SiteFooterLink, SiteFooterProps } from './site-footer/site-footer';
export { DefaultLayout, MinimalLayout, EmptyLayout } from './layouts/layouts';
export type { DefaultLayoutProps, MinimalLayoutProps, EmptyLayoutProps } from './layouts/layouts';
export { PageHeading } from './page-heading/page-heading';
export type { PageHeadingProps } from './page-heading/page-heading';
export { ErrorPage } from './error-page/error-page';
export type { ErrorPageProps } from './error-page/error-page';
export { PromiseList } from './promise-list/promise-list';
export type { PromiseListProps } from './promise-list/promise-list';
export { Price } from './price/price';
export type { PriceProps } from './price/price';
export { LazyImage, LAZY_IMAGE_ATTEMPTS, LAZY_IMAGE_THROTTLE_MS } from './lazy-image/lazy-image';
export type { LazyImageProps } from './lazy-image/lazy-image';
export { ProductCard, PRODUCT_THUMBNAIL } from './product-card/product-card';
export type { ProductCardProps, ProductCardStock } from './product-card/product-card';
export { Breadcrumbs } from './breadcrumbs/breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/breadcrumbs';
export { Rating, RatingInput } from './rating/rating';
export type { RatingProps, RatingInputProps } from './rating/rating';
export { BANNER_SIZES, HeadImage, MainBanner, ProductBanner, SmallBanner, type BannerProps, type MainBannerProps } from './banner/banner';
export { HeaderCountButton, type HeaderCountAction, type HeaderCountButtonProps } from './header-count-button/header-count-button';
export { Drawer } from './drawer/drawer';
export type { DrawerProps } from './drawer/drawer';
export { ProductLineList, LINE_THUMBNAIL } from './product-line-list/product-line-list';
export type { ProductLine, ProductLineListProps } from './product-line-list/product-line-list';
export { ReviewList } from './review-list/review-list';
export type { ReviewListItem, ReviewListProps } from './review-list/review-list';
export { ReviewForm } from './review-form/review-form';
export type { ReviewFormField, ReviewFormValues, ReviewFormLabels, ReviewFormProps } from './review-form/review-form';
export { AddToCart } from './add-to-cart/add-to-cart';
export type { AddToCartProps } from './add-to-cart/add-to-cart';
export { EARLY_TAP_ATTRIBUTE, useEarlyTaps } from './add-to-cart/early-taps';
export { MenuBar } from './menu-bar/menu-bar';
export type { MenuBarEntry, MenuBarProps } from './menu-bar/menu-bar';
export { DrillDownList } from './drill-down-list/drill-down-list';
export type { DrillDownEntry, DrillDownListProps } from './drill-down-list/drill-down-list';
export { useFocusTrap, trapTab } from './focus-trap';
export { inertOutside, useInertOutside } from './inert-outside';
export { QuantityStepper } from './quantity-stepper/quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper/quantity-stepper';
export { CartTotals } from './cart-totals/cart-totals';
export type { CartTotalsRow, CartTotalsRowKind, CartTotalsProps } from './cart-totals/cart-totals';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { SelectField } from './select-field/select-field';
export type { SelectFieldOption, SelectFieldProps } from './select-field/select-field';
export { ChoiceList } from './choice-list/choice-list';
export type { ChoiceListOption, ChoiceListProps } from './choice-list/choice-list';
export { UpdatePrompt } from './update-prompt/update-prompt';
export type { UpdatePromptProps } from './update-prompt/update-prompt';
export { PaymentMark, PaymentMarks } from './payment-marks/payment-marks';
export type { PaymentMarkKind, PaymentMarkProps, PaymentMarksProps } from './payment-marks/payment-marks';
export { Icon } from './icon/icon';
export type { IconProps } from './icon/icon';

// Not re-exported here: Pagination, FilterGroup, SortSelect, OptionPicker, Gallery, TrustList, StickyBuyBar,
// BottomSheet, CompareTable, LineEditor, CouponField and ErrorSummary. Only lazy pages and dialogs (listing,
// product, search, orders, compare, cart, checkout, order status; the cart line editor) draw them, and the app chunk holds every
// file this index reaches (vite.config.ts, ADR 0034), so those pages import them from their own files and
// the parts load with the page, not on every page's first load (ADR 0065).
