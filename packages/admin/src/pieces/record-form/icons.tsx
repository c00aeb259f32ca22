/** The back icon and the next arrow: decoration only, the buttons carry the names. */
export function ArrowIcon({ direction }: { readonly direction: "back" | "next" }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={
          direction === "back"
            ? "M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z"
            : "M4 11h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6H4z"
        }
        fill="currentColor"
      />
    </svg>
  );
}
