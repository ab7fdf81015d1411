#import "LegacyViewController.h"

@implementation LegacyViewController
- (IBAction)unwindToLegacy:(UIStoryboardSegue *)segue {
}
@end
