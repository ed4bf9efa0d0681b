import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { testProductSummary } from '../../kernel/testing';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales, type ModuleStoryLoaded } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { CompatibleCars } from './compatible-cars';
import { FitCheck } from './fit-check';
import { FitsBadge } from './fits-badge';
import { vehicleModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import type { PlateVehicle, VehicleOption } from './messages';
import { MyCarChooser } from './my-car';
import { VehicleBar } from './vehicle-bar';
import { VehicleHeaderButton } from './vehicle-header';

/** The story catalogue's vehicle tree: VW → Golf VII → two engines, BMW → 3 (G20) → 320i. */
const CATEGORIES = [
  { id: 1000, name: 'VW', parent_id: 3, level: 2, path: '1/3/1000', ap24_import_value: '121' },
  { id: 1227, name: 'BMW', parent_id: 3, level: 2, path: '1/3/1227', ap24_import_value: '16' },
  { id: 1001, name: 'VW Golf VII', parent_id: 1000, level: 3, path: '1/3/1000/1001', ap24_import_value: '121001', year_from: 2012, year_to: 2020 },
  { id: 1248, name: 'BMW 3 (G20)', parent_id: 1227, level: 3, path: '1/3/1227/1248', ap24_import_value: '16001', year_from: 2018 },
  { id: 1006, name: '1.4 TSI 92 kW / 125 hp (2012-2016)', parent_id: 1001, level: 4, path: '1/3/1000/1001/1006', ap24_import_value: '10815' },
  { id: 1007, name: '2.0 TDI 110 kW / 150 hp (2012-2020)', parent_id: 1001, level: 4, path: '1/3/1000/1001/1007', ap24_import_value: '10885' },
  { id: 1250, name: '320i 135 kW / 184 hp (B48) (2018-)', parent_id: 1248, level: 4, path: '1/3/1227/1248/1250', ap24_import_value: '55001' },
];
/** The story's brake pads fit the Golf's 1.4 TSI only. */
const PADS = { sku: 'PADS-1', category_ids: [2, 10, 1006] };

type Filter = { terms: Record<string, (string | number | boolean)[]> };
const answer = (docs: unknown[]) => new Response(JSON.stringify({ hits: { total: { value: docs.length }, hits: docs.map((doc) => ({ _source: doc })) } }), { headers: { 'content-type': 'application/json' } });

/** Category searches by level, parent or id; product searches by sku. */
const catalogue: ApiFetch = async (path) => {
  const url = new URL(path, 'http://story');
  const filters = (JSON.parse(url.searchParams.get('request') ?? '{}') as { query: { bool: { filter: Filter[] } } }).query.bool.filter;
  const wanted = (field: string) => filters.find((filter) => field in filter.terms)?.terms[field];
  if (url.pathname.endsWith('/product/_search')) return answer(wanted('sku')?.includes(PADS.sku) ? [PADS] : []);
  const docs = CATEGORIES.filter((doc) => ['level', 'parent_id', 'id'].every((field) => !wanted(field) || wanted(field)?.includes(doc[field as 'level'])));
  return answer(docs);
};

const plateVehicle = (engine: (typeof CATEGORIES)[number], ktypnr: number): PlateVehicle => ({ ktypnr, make: 'VW', model: 'VW Golf VII', engine: engine.name, make_id: 1000, model_id: 1001, engine_id: engine.id });
/** The plate lookup: 123ABC is one Golf, 555BBB two, anything else none. */
const plates = async (task: Task): Promise<TaskResult> => {
  const plate = new URL(task.url, 'http://story').searchParams.get('plate');
  const golfs = [plateVehicle(CATEGORIES[4]!, 10815), plateVehicle(CATEGORIES[5]!, 10885)];
  const found = plate === '123ABC' ? golfs.slice(0, 1) : plate === '555BBB' ? golfs : [];
  return { taskId: task.id, code: found.length ? 200 : 404, result: found.length ? found : 'Cannot find vehicle by licence plate', transmitted: true };
};

const option = (id: number): VehicleOption => {
  const doc = CATEGORIES.find((candidate) => candidate.id === id)!;
  return { value: doc.id, label: doc.name, importValue: doc.ap24_import_value };
};
const golfApplied: EventDraft = { type: 'vehicle/applied', data: { make: option(1000), model: option(1001), engine: option(1006) } };

async function seeded(events: EventDraft[] = [], texts: Record<string, unknown> = en): Promise<ModuleStoryLoaded> {
  const loaded = await loadModuleStory([vehicleModule], 'vehicle', texts, { events });
  loaded.kernel.container.bind(ApiFetchToken).toConstantValue(catalogue);
  loaded.kernel.container.bind(SyncLayerToken).toConstantValue({ execute: plates });
  return loaded;
}

const Frame = ({ loaded, children }: { loaded: ModuleStoryLoaded; children: ReactNode }) => (
  <MemoryRouter>
    <ModuleStoryFrame kernel={loaded.kernel} i18n={loaded.i18n}>
      <div style={{ display: 'grid', gap: '1rem', maxWidth: '60rem' }}>{children}</div>
    </ModuleStoryFrame>
  </MemoryRouter>
);

const meta = {
  title: 'Modules/Vehicle/Views',
  render: (_args, { loaded }) => (
    <Frame loaded={loaded as ModuleStoryLoaded}>
      <VehicleBar />
    </Frame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No car: the picker opens, refuses to apply until all three lists are chosen, then shows the car as a chip. */
export const ChooseByLists: Story = {
  loaders: [() => seeded()],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose your car' }));
    const picker = within(canvas.getByRole('form', { name: 'Choose your car' }));
    await userEvent.click(picker.getByRole('button', { name: 'Apply' }));
    await expect(picker.getByRole('alert')).toHaveTextContent('Please select all fields to filter by vehicle');
    await waitFor(() => expect(picker.getByLabelText('Make')).toBeEnabled());
    await userEvent.selectOptions(picker.getByLabelText('Make'), 'VW');
    await waitFor(() => expect(picker.getByLabelText('Model')).toBeEnabled());
    // A model shows its production years.
    await userEvent.selectOptions(picker.getByLabelText('Model'), 'VW Golf VII (2012–2020)');
    await waitFor(() => expect(picker.getByLabelText('Engine')).toBeEnabled());
    await userEvent.selectOptions(picker.getByLabelText('Engine'), '1.4 TSI 92 kW / 125 hp (2012-2016)');
    await userEvent.click(picker.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('VW Golf VII 1.4 TSI 92 kW / 125 hp (2012-2016)')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Choose your car' })).toBeNull();
  },
};

/** A plate with two registered cars: the shopper picks one. */
export const ChooseByPlate: Story = {
  loaders: [() => seeded()],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose your car' }));
    const form = within(canvas.getByRole('form', { name: 'Find your car by licence plate' }));
    await userEvent.click(form.getByRole('button', { name: 'Find' }));
    await expect(form.getByLabelText('Licence plate')).toHaveAccessibleDescription('Please input Licence Plate Number');
    await userEvent.type(form.getByLabelText('Licence plate'), '555BBB');
    await userEvent.click(form.getByRole('button', { name: 'Find' }));
    await expect(await form.findAllByRole('radio')).toHaveLength(2);
  },
};

/** A car applied: the chip with its clear button. */
export const CarApplied: Story = {
  loaders: [() => seeded([golfApplied])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Clear the car VW Golf VII 1\.4 TSI/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change the car' })).toBeVisible();
  },
};

/** The garage: two cars applied before, the Golf active; the BMW becomes active with one press, the Golf can go. */
export const GarageOfTwo: Story = {
  loaders: [() => seeded([{ type: 'vehicle/applied', data: { make: option(1227), model: option(1248), engine: option(1250) } }, golfApplied])],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change the car' }));
    const garage = within(canvas.getByRole('region', { name: 'Your garage' }));
    const cars = garage.getAllByRole('listitem');
    await expect(cars).toHaveLength(2);
    await expect(cars[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(garage.getByRole('button', { name: /^Use BMW 3 320i/ }));
    await expect(await canvas.findByRole('button', { name: /^Clear the car BMW 3 320i/ })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Change the car' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Your garage' })).getByRole('button', { name: /^Remove VW Golf VII/ }));
    await waitFor(() => expect(within(canvas.getByRole('region', { name: 'Your garage' })).getAllByRole('listitem')).toHaveLength(1));
  },
};

/** The fit check beside "Add to cart" for the three cases. */
export const FitCheckStates: Story = {
  loaders: [() => seeded()],
  render: (_args, { loaded }) => (
    <Frame loaded={loaded as ModuleStoryLoaded}>
      <FitCheck product={testProductSummary(PADS.sku)} />
    </Frame>
  ),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Please select a vehicle to check if the part fits')).toBeVisible();
    // The BMW, chosen and applied as the picker does.
    await loaded.kernel.dispatch({ type: 'vehicle/selectMake', data: { option: option(1227) } });
    await loaded.kernel.dispatch({ type: 'vehicle/selectModel', data: { option: option(1248) } });
    await loaded.kernel.dispatch({ type: 'vehicle/selectEngine', data: { option: option(1250) } });
    await loaded.kernel.dispatch({ type: 'vehicle/apply', data: {} });
    await expect(await canvas.findByText('Product does not match the selected vehicle')).toBeVisible();
  },
};

/** A car the part fits. */
export const FitsYourCar: Story = {
  loaders: [() => seeded([golfApplied])],
  render: (_args, { loaded }) => (
    <Frame loaded={loaded as ModuleStoryLoaded}>
      <FitCheck product={testProductSummary(PADS.sku)} />
      <FitsBadge />
    </Frame>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Fits your car: VW Golf VII 1.4 TSI 92 kW / 125 hp (2012-2016)');
  },
};

/** The product page's compatible cars: the part's engines grouped by make and model. */
export const CompatibleCarsList: Story = {
  loaders: [() => seeded()],
  render: (_args, { loaded }) => (
    <Frame loaded={loaded as ModuleStoryLoaded}>
      <CompatibleCars product={testProductSummary(PADS.sku)} />
    </Frame>
  ),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Compatible cars' }));
    await userEvent.click(section.getByText('VW', { selector: 'summary' }));
    await expect(section.getByText('VW Golf VII')).toBeVisible();
    await expect(section.getByText('1.4 TSI 92 kW / 125 hp (2012-2016)')).toBeVisible();
    await expect(section.queryByText('BMW')).toBeNull();
  },
};

/** My Car: no car yet, found by plate, then shown. */
export const MyCar: Story = {
  loaders: [() => seeded()],
  render: (_args, { loaded }) => (
    <Frame loaded={loaded as ModuleStoryLoaded}>
      <MyCarChooser />
    </Frame>
  ),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Your car in the catalogue' }));
    await expect(section.getAllByRole('status')[0]).toHaveTextContent('No car is chosen yet.');
    const form = within(section.getByRole('form', { name: 'Find your car by licence plate' }));
    await userEvent.type(form.getByLabelText('Licence plate'), '123ABC');
    await userEvent.click(form.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(section.getAllByRole('status')[0]).toHaveTextContent('Your car: VW Golf VII 1.4 TSI 92 kW / 125 hp (2012-2016)'));
  },
};

const locales = { et, ru, en, fi, it };

/** A van with the catalogue's longest kind of model and engine names, applied (its engine is the one the pads fit). */
const vanApplied: EventDraft = {
  type: 'vehicle/applied',
  data: {
    make: { value: 1000, label: 'Mercedes-Benz', importValue: '121' },
    model: { value: 1001, label: 'Mercedes-Benz Sprinter 3,5-t Kastenwagen (906)', importValue: '121001' },
    engine: { value: 1006, label: '316 CDI 2.1 Diesel 120 kW / 163 hp (OM 651.955) (2009-2016)', importValue: '10815' },
  },
};

/**
 * The long car on a 320 px phone: in the header row's car button (the bar is hidden on phones, ADR 0076), the fit
 * check and the badge; they stay inside the page.
 */
export const LongTextsOnAPhone: Story = {
  loaders: [() => seeded([vanApplied])],
  parameters: phone,
  decorators: [inPhone],
  render: (_args, { loaded }) => (
    <Frame loaded={loaded as ModuleStoryLoaded}>
      <VehicleBar />
      <VehicleHeaderButton />
      <FitCheck product={testProductSummary(PADS.sku)} />
      <FitsBadge />
    </Frame>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: /^Your car: Mercedes-Benz Sprinter/ })).toBeVisible();
    await waitFor(() => expect(canvasElement).toHaveTextContent('Fits your car: Mercedes-Benz Sprinter 3,5-t Kastenwagen 316 CDI 2.1 Diesel'));
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: the bar with the Golf applied and the fit check in each. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await seeded([golfApplied])), i18ns: await languageInstances(namespaceLocales('vehicle', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded }) => {
    const { kernel, i18ns } = loaded as ModuleStoryLoaded & { i18ns: Awaited<ReturnType<typeof languageInstances>> };
    return (
      <MemoryRouter>
        <LanguageFrames kernel={kernel} i18ns={i18ns}>
          {() => (
            <>
              <VehicleBar />
              {/* As in the header row: a flex item the row's width bounds (the car is then cut with an ellipsis). */}
              <div style={{ display: 'flex', minWidth: 0 }}>
                <VehicleHeaderButton />
              </div>
              <FitCheck product={testProductSummary(PADS.sku)} />
            </>
          )}
        </LanguageFrames>
      </MemoryRouter>
    );
  },
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = locales[language];
      // At a phone's width the car is the header row's button (the bar is hidden there, ADR 0076).
      await expect(await frame.findByRole('button', { name: new RegExp(`^${texts['Your car']}: VW Golf VII`) })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};

/** The phones' header row as the car button sits in it: the brand bar's colours, 320 px wide, beside three icon-sized neighbours. */
const PhoneRow = ({ loaded }: { loaded: ModuleStoryLoaded }) => (
  <Frame loaded={loaded}>
    <div style={{ display: 'flex', alignItems: 'center', gap: 2, width: 320, padding: '8px', background: 'rgb(19, 91, 55)', color: 'white', boxSizing: 'border-box' }}>
      <strong style={{ flex: 'none', fontSize: '1.25rem' }}>AP24</strong>
      <span style={{ flex: 'none', width: 44 }} />
      <VehicleHeaderButton />
      <span style={{ flex: 'none', width: 44 }} />
      <span style={{ flex: 'none', width: 44 }} />
    </div>
  </Frame>
);

/**
 * The car in the phones' header row (up to 600 px; a wider canvas shows the car bar instead, so the button is
 * hidden there): "Choose your car" opens the picker in a bottom sheet; a car found by plate closes it and the
 * button names the car.
 */
export const HeaderButtonChooses: Story = {
  loaders: [() => seeded()],
  render: (_args, { loaded }) => <PhoneRow loaded={loaded as ModuleStoryLoaded} />,
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.queryByRole('button', { name: 'Choose your car' });
    if (!button) {
      await expect(canvasElement.querySelector('button[aria-haspopup="dialog"]')).not.toBeVisible();
      return;
    }
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    const sheet = within(await body.findByRole('dialog', { name: 'Choose your car' }));
    const form = within(sheet.getByRole('form', { name: 'Find your car by licence plate' }));
    await userEvent.type(form.getByLabelText('Licence plate'), '123ABC');
    await userEvent.click(form.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: /^Your car: VW Golf VII 1\.4 TSI/ })).toHaveTextContent('VW Golf VII 1.4 TSI 92 kW / 125 hp (2012-2016)');
  },
};

/** A car applied: one line, cut with an ellipsis; the sheet offers to clear it. */
export const HeaderButtonCarApplied: Story = {
  loaders: [() => seeded([golfApplied])],
  render: (_args, { loaded }) => <PhoneRow loaded={loaded as ModuleStoryLoaded} />,
  play: async ({ canvas, canvasElement }) => {
    const button = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
      expect(found?.getAttribute('aria-label')).toMatch(/^Your car: VW Golf VII/);
      return found as HTMLButtonElement;
    });
    if (getComputedStyle(button).display === 'none') return;
    await expect(button.getBoundingClientRect().height).toBeLessThanOrEqual(48);
    await userEvent.click(button);
    const sheet = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose your car' }));
    await userEvent.click(sheet.getByRole('button', { name: /^Clear the car VW Golf VII/ }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'Choose your car' })).toBeVisible();
  },
};

/** Russian, the longest "Choose your car": two short lines inside the 320 px row, never past it. */
export const HeaderButtonRussian: Story = {
  loaders: [() => seeded([], ru)],
  render: (_args, { loaded }) => <PhoneRow loaded={loaded as ModuleStoryLoaded} />,
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
    await waitFor(() => expect(button?.textContent).toBe('Выберите свой автомобиль'));
    if (getComputedStyle(button as HTMLButtonElement).display === 'none') return;
    await expect((button as HTMLButtonElement).getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect((button as HTMLButtonElement).getBoundingClientRect().height).toBeLessThanOrEqual(48);
  },
};
