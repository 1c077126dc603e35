import { z } from 'zod';

/** The agency's GoHighLevel menu link: path, body and answers (docs/decisions.md, "Integration providers and their local fakes"). */
export const menuPathSchema = z.object({ companyId: z.string().min(1).max(64) });

export const MENU_TITLE_MAX = 50;
export const addMenuBodySchema = z.object({
  /** The link's words in GoHighLevel's menu; the agency's name when left out. */
  title: z.string().trim().min(1, 'Please enter a title.').max(MENU_TITLE_MAX, `At most ${MENU_TITLE_MAX} characters.`).optional(),
});
export type AddMenuBody = z.infer<typeof addMenuBodySchema>;

export const menuViewSchema = z.object({
  /** Whether the agency's GoHighLevel (Company) consent is held. */
  agency_connected: z.boolean(),
  /** The page GoHighLevel opens in its frame: the agency's own domain. */
  frame_url: z.string(),
  link: z.object({ id: z.string(), title: z.string(), url: z.string(), added_at: z.string() }).nullable(),
  /** An add is in flight (another tab, or a process that stopped midway). */
  adding: z.boolean(),
});
export type MenuView = z.infer<typeof menuViewSchema>;

export const menuResponseSchema = z.object({ result: z.literal('success'), message: z.string().optional(), menu: menuViewSchema });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

export const MENU_ADDED = 'Added to your GoHighLevel menu';
export const MENU_REMOVED = 'Removed from your GoHighLevel menu';
/** The query the consent's return carries to the GoHighLevel page. */
export const MENU_RETURN_ADDED = 'menu=added';
export const MENU_RETURN_ERROR = 'menu_error';
