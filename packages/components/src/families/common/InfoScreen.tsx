/** The info screens of spec §2 (reset, activation, alert), drawn by the kit's view every family shares. */
export { default } from "../../kit/InfoView.tsx";
