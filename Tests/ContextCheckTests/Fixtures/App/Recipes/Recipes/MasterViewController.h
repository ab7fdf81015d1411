@import UIKit;

/// Apple's samples declare a MasterViewController in every app; this one is Objective-C.
@interface MasterViewController : UISplitViewController <UISplitViewControllerDelegate>
@end
