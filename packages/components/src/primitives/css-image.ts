/** An image address as a CSS `background-image` value: `url("...")`, or `none` for no picture (""). */
export const cssImage = (address: string): string =>
  address === "" ? "none" : `url(${JSON.stringify(address)})`;
