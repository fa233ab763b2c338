/** The smallest App Router page: the framework's own first-load JS, the yardstick for the storefront's. */
export default function Page() {
  return <h1>Hello</h1>;
}
