#import <UIKit/UIKit.h>

@interface PodListViewController : UIViewController
@end
