/**
 * Share links and the address bar. A link is opened at start-up, after the saved session is
 * restored (so the link's board and settings land on top of it, and Undo brings the user's board
 * back), and whenever the fragment changes while the app is open (a link pasted into the address
 * bar). Once read — opened or not — the fragment is taken out of the address: a reload then
 * shows the user's later work (saved by persist.ts) instead of opening the old link over it.
 */
import { useApp } from '../../state/index.ts';
import { encodeLink, type LinkState } from '../link.ts';

/** The link to `state`: this page's address with the state in its fragment. */
export function shareUrl(state: LinkState, address: Pick<Location, 'origin' | 'pathname'> = location): string {
  return `${address.origin}${address.pathname}#${encodeLink(state)}`;
}

/** Open the share link in the address bar, if there is one, and take it out of the address. */
export function openLinkInAddress(ready?: Promise<unknown>): 'none' | 'failed' | 'opened' {
  const outcome = useApp.getState().openLink(location.hash, ready);
  if (outcome !== 'none') history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return outcome;
}

/** Open links pasted into the address bar of the open app. */
export function listenForLinks(): () => void {
  const onHashChange = () => void openLinkInAddress();
  addEventListener('hashchange', onHashChange);
  return () => removeEventListener('hashchange', onHashChange);
}
