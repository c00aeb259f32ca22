/** Administration spec §9: the side menu's version label. */
export const portalVersion = "1.8.0";
/** Spec §9: the permanent side drawer's width on wide screens. */
export const drawerWidth = 220;
/** Spec §9: under this width the drawer is temporary. */
export const narrowBreakpoint = 600;
/** The fixed top bar's height. */
export const topBarHeight = 64;
