/** The cart's pure rules (spec sections 3 to 5): no kernel state, no I/O. */
export { CART_TEXTS } from './texts';
export { parseAddQuantity, quantityProblem } from './quantity';
export { productProblems, stockCheck } from './product';
export { sameLine, removedWith, nextLines, cartCount, type LineIdentity } from './lines';
export { productOptionOf, type RequestedOptions } from './options';
export { childBySizeAndColour, childWithOptions, withSizeAndColour, type SizeAndColour } from './configure';
export { lineOptionsText, lineTotal, localSubtotal, MINI_CART_COUNT_MODE, miniCartCount, type MiniCartCountMode } from './mini-cart';
export { addCommandsOf, limitsOf } from './request';
export { mergeCart, mergeIsClean, type MergeOptions, type MergePlan } from './merge';
export { linesHash, syncedHash } from './hash';
export { serverTotalsRows, estimateRows, couponOf, TOTALS_TITLES, type EstimateLine } from './totals';
export { chosenValues, editableProductOf, editOptionsOf, editOutcome, valueAvailable, type EditableChild, type EditableProduct, type ParentDoc } from './edit';
