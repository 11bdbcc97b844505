/**
 * Test-only: the header's customer and client selectors as plain buttons, for a feature's stories (features do
 * not import the layout). Named as the app names them, in the story's locale: the staff view by its catalog
 * name, a company as the selector lists it ("name (number)"), the second client by its name.
 */
import { customerLabel, staffCustomerId, staffViewMessage, useSession } from '../session';
import { storyText } from './storyText';

/** The button that clears the chosen client (the app's selector always holds one; stories test a URL without). */
export const clearClientLabel = () => `${storyText({ id: 'layout.clientSelector.label' })}: ∅`;
/** The button that chooses the second client (Staub). */
export const secondClientLabel = () => storyText({ id: 'layout.clientSelector.staub' });

export function StorySessionControls({
  staffView = false,
  clients = false,
}: {
  /** Offer the staff view too (staff with the scope). */
  staffView?: boolean;
  /** Show the chosen client and offer the second one, or none. */
  clients?: boolean;
}) {
  const { setCustomerId, setClient, client, user } = useSession();
  const clientLabel = storyText({ id: 'layout.clientSelector.label' });
  return (
    <div>
      <fieldset>
        <legend>{storyText({ id: 'layout.customerSelector.label' })}</legend>
        {staffView && (
          <button type="button" onClick={() => setCustomerId(staffCustomerId)}>
            {storyText(staffViewMessage)}
          </button>
        )}
        {user?.customers.map((customer) => (
          <button key={customer.id} type="button" onClick={() => setCustomerId(customer.id)}>
            {customerLabel(customer)}
          </button>
        ))}
      </fieldset>
      {clients && (
        <fieldset>
          <legend>{clientLabel}</legend>
          <output aria-label={clientLabel}>{client}</output>
          <button type="button" onClick={() => setClient('client_staub')}>
            {secondClientLabel()}
          </button>
          <button type="button" onClick={() => setClient(undefined)}>
            {clearClientLabel()}
          </button>
        </fieldset>
      )}
    </div>
  );
}
