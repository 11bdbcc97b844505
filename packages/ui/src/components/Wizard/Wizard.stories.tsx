import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dropAnnouncements } from '../Button';
import { Wizard, type WizardLabels, type WizardProps, type WizardStep } from './Wizard';

const labels: WizardLabels = {
  steps: 'Bestellschritte',
  stepOf: (n, total) => `Schritt ${n} von ${total}`,
  completed: 'abgeschlossen',
  back: 'Zurück',
  next: 'Weiter',
  finish: 'Prüfen & Bestellen',
  pending: 'Wird gesendet …',
  abort: 'Abbrechen',
  abortConfirm: {
    title: 'Bestellung abbrechen',
    message: 'Möchten Sie die Bestellung wirklich abbrechen? Ihre Eingaben gehen verloren.',
    confirm: 'Bestellung abbrechen',
    cancel: 'Weiter bearbeiten',
  },
};

const steps: WizardStep[] = [
  { id: 'products', title: 'Produkte', content: <p>3 Produkte im Warenkorb.</p> },
  { id: 'delivery', title: 'Lieferbedingungen', content: <p>Lieferung frei Haus.</p> },
  { id: 'review', title: 'Prüfen & Bestellen', content: <p>Bitte prüfen Sie Ihre Angaben.</p> },
];

const meta = {
  title: 'UI/Wizard',
  component: Wizard,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A task of several steps in a fixed order where each depends on the previous – a reorder, an offer request – with back, next and abort.',
          '**When not.** For a short form that fits on one page, or for sections people move between freely.',
          '**Accessibility.** A named, numbered step list with the current step `aria-current="step"` and finished steps saying `labels.completed`; on each step focus moves to the step\'s heading. "Next" stays disabled until `canProceed`, and abort asks first in a `ConfirmDialog`. All texts are props.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { steps, labels, onFinish: fn(), onAbort: fn(), onStepChange: fn() },
  // A pending button announces itself through react-aria's global live announcer, whose message points at
  // the button by id and lingers for 7 s. Once the story unmounts, that dangling reference fails the next
  // story's axe check (role-img-alt), so drop the leftover messages when a story ends.
  beforeEach: () => () => void dropAnnouncements('all'),
} satisfies Meta<typeof Wizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Bestellschritte' }));

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = stepList(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '1Produkte',
      '2Lieferbedingungen',
      '3Prüfen & Bestellen',
    ]);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Produkte' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Produkte' })).toHaveTextContent(
      '3 Produkte im Warenkorb.',
    );
    await expect(canvas.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  },
};

function TermsStep({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  return (
    <label>
      <input type="checkbox" checked={accepted} onChange={(event) => onChange(event.target.checked)} /> Ich
      akzeptiere die Lieferbedingungen
    </label>
  );
}

function BlockedWizard(args: WizardProps) {
  const [accepted, setAccepted] = useState(false);
  const gatedSteps = args.steps.map((item, i) =>
    i === 0
      ? { ...item, content: <TermsStep accepted={accepted} onChange={setAccepted} />, canProceed: accepted }
      : item,
  );
  return <Wizard {...args} steps={gatedSteps} />;
}

export const BlockedNext: Story = {
  render: (args) => <BlockedWizard {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Weiter' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onStepChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ich akzeptiere die Lieferbedingungen' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onStepChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('heading', { name: 'Lieferbedingungen' })).toBeVisible();
  },
};

export const Navigate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(1);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Lieferbedingungen' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Schritt 2 von 3')).toBeVisible();

    const items = stepList(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    // The finished step says so to screen readers, not only by its check mark.
    await expect(items[0]).toHaveTextContent('Produkte, abgeschlossen');

    await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Produkte' })).toHaveFocus());
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const AbortConfirm: Story = {
  args: { defaultStep: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const abort = canvas.getByRole('button', { name: 'Abbrechen' });

    await userEvent.click(abort);
    let dialog = await screen.findByRole('alertdialog', { name: 'Bestellung abbrechen' });
    await expect(dialog).toHaveAccessibleDescription(labels.abortConfirm.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onAbort).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Lieferbedingungen' })).toBeVisible();
    await waitFor(() => expect(abort).toHaveFocus());

    await userEvent.click(abort);
    dialog = await screen.findByRole('alertdialog', { name: 'Bestellung abbrechen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestellung abbrechen' }));
    await expect(args.onAbort).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

function SubmittingWizard(args: WizardProps) {
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    <Wizard
      {...args}
      isSubmitting={isSubmitting}
      onFinish={() => {
        setSubmitting(true);
        args.onFinish();
      }}
    />
  );
}

export const Finish: Story = {
  args: { defaultStep: 2 },
  render: (args) => <SubmittingWizard {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
    const items = stepList(canvasElement).getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');

    const finish = canvas.getByRole('button', { name: 'Prüfen & Bestellen' });
    await userEvent.dblClick(finish);
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(finish).toHaveAttribute('aria-disabled', 'true');
    await expect(within(finish).getByRole('progressbar', { name: 'Wird gesendet …' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
};

export const Controlled: Story = {
  args: { currentStep: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The parent owns the step: pressing next only asks for the change.
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('heading', { name: 'Lieferbedingungen' })).toBeVisible();
  },
};
