/// Routes the build refuses: `/promo/*` can never be reached, `orders.detail` has no parent.
public enum BrokenRoutes {}
