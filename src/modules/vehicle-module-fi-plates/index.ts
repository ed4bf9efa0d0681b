import { defineModule } from '../../kernel';
import { FI_PLATE_MAX_LENGTH, FI_PLATE_PLACEHOLDER, formatFinnishPlate } from './format';

export { formatFinnishPlate } from './format';

/**
 * Finnish registration numbers (spec section 5; Finnish views only): the vehicle module's plate field takes at
 * most 7 characters, shows the placeholder ABC-123 and formats what is typed as letters-dash-digits. The lookup
 * itself asks the server for the view's country (FI).
 */
export const vehicleModuleFiPlatesModule = defineModule({
  id: 'vehicle-module-fi-plates',
  requires: ['vehicle'],
  when: (view) => view.tax.defaultCountry === 'FI',
  intercepts: [
    {
      point: 'vehicle/plateFormat',
      run: (format) => ({ ...format, maxLength: FI_PLATE_MAX_LENGTH, placeholder: FI_PLATE_PLACEHOLDER, format: formatFinnishPlate }),
    },
  ],
});
