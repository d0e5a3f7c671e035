/** A grey tile of the same size while the products load (announced once by the grid's status text). */
export function ProductTileSkeleton() {
  return (
    <div className="product-tile product-tile--skeleton" aria-hidden="true" data-testid="product-skeleton">
      <div className="skeleton skeleton--image" />
      <div className="product-tile__body">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
