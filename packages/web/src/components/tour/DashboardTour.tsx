import { driver, type Driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TOUR_DEFAULTS, type UserData } from '@platform/core/contracts';
import { useMarkTourDone } from './tour-api';
import { TOUR_PARAM } from './tour-param';


const STEPS: DriveStep[] = [
  { element: '[data-tour="sidebar"]', popover: { title: 'Your menu', description: 'Each module’s dashboard and campaigns, your clients and your settings are here.' } },
  { element: '[data-tour="dashboard-figures"]', popover: { title: 'Your leads at a glance', description: 'Leads delivered today, this week and this month, what they cost, and the campaigns running now.' } },
  { element: '[data-tour="dashboard-chart"]', popover: { title: 'Leads per day', description: 'The last 30 days of delivered leads, refreshed every minute.' } },
  { element: '[data-tour="profile-menu"]', popover: { title: 'Your account', description: 'Profile, card, integrations, password and two-factor sign-in.' } },
  { element: '[data-tour="help-menu"]', popover: { title: 'Help', description: 'Take this tour again, or read the help and support notes, from here.' } },
];

/** The steps whose element is on the page (a client has no clients' panel, a narrow screen hides the menu). */
const presentSteps = () => STEPS.filter((s) => typeof s.element === 'string' && document.querySelector(s.element));

/**
 * The dashboard's guided tour (docs/decisions.md, "Dashboard tour"): on a user's first visit it
 * starts after a short delay; Skip tour, Finish, Escape or the close button end it, and it is then
 * remembered for the user on the server, so it is not started again on its own. `?tour=dashboard`
 * starts it again. Not in view mode (it is the viewed person's first visit, not the root user's).
 */
export function DashboardTour({ user }: { user: Pick<UserData, 'isViewMode' | 'tours_done'> }) {
  const [params, setParams] = useSearchParams();
  const markDone = useMarkTourDone();
  const asked = params.get(TOUR_PARAM) === 'dashboard';
  // Not on its own in a browser driven by automation (navigator.webdriver: test runs, crawlers): its
  // overlay would stand between the script and the page. Asked for, it still runs.
  const firstVisit = !user.isViewMode && !(user.tours_done ?? []).includes('dashboard') && !navigator.webdriver;
  const running = useRef<Driver | null>(null);
  const record = useRef(markDone.mutate);
  record.current = markDone.mutate;

  useEffect(() => {
    if ((!asked && !firstVisit) || running.current) return;
    const timer = window.setTimeout(
      () => {
        const steps = presentSteps();
        if (!steps.length) return;
        if (asked) {
          const next = new URLSearchParams(params);
          next.delete(TOUR_PARAM);
          setParams(next, { replace: true });
        }
        const tour = driver({
          steps,
          animate: false,
          allowKeyboardControl: true,
          showButtons: ['next', 'previous', 'close'],
          nextBtnText: TOUR_DEFAULTS.nextText,
          prevBtnText: TOUR_DEFAULTS.prevText,
          doneBtnText: TOUR_DEFAULTS.doneText,
          showProgress: true,
          progressText: '{{current}} of {{total}}',
          onPopoverRender: (popover, { driver: d }) => {
            if (d.isLastStep()) return;
            const skip = document.createElement('button');
            skip.type = 'button';
            skip.className = 'driver-popover-footer-btn';
            skip.textContent = TOUR_DEFAULTS.skipText;
            skip.addEventListener('click', () => d.destroy());
            popover.footerButtons.prepend(skip);
          },
          onDestroyed: () => {
            running.current = null;
            if (!user.isViewMode) record.current('dashboard');
          },
        });
        running.current = tour;
        tour.drive();
      },
      asked ? 0 : TOUR_DEFAULTS.startDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [asked, firstVisit, params, setParams, user.isViewMode]);

  // Leaving the dashboard ends the tour (its elements go with the page).
  useEffect(() => () => running.current?.destroy(), []);
  return null;
}
